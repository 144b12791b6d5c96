// A submission that fails halfway leaves nothing half-written: when the file store refuses the file no
// paper document is written, and when the documents cannot be written the stored file is removed. The
// faults are real: the store's directory is replaced by a file, or the paper's document already exists.
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paperIdPrefixOf, builtEdition } from '@confsys/domain';
import { lastNumber } from '../../functions/src/lib/sequences';
import { adminAuth, db, storedFiles } from '../support/admin';
import { call, form, newAuthor } from '../support/emulator';
import { pdfBytes } from '../support/files';
import { manuscriptFields } from '../support/world';

// Under the suites a server error's message goes on to name its cause; users see the sentence alone.
const serverError = 'Something went wrong on the server. Please try again.';

async function submit(token: string) {
  return call<{ message: string; paperId?: string }>('POST', '/api/authors/submit', {
    token,
    body: form(manuscriptFields(), { file: [await pdfBytes('A manuscript that meets a fault.'), 'paper.pdf', 'application/pdf'] }),
  });
}

async function papersOf(email: string): Promise<string[]> {
  const uid = (await adminAuth.getUserByEmail(email)).uid;
  return (await db.collection('manuscripts').where('authorId', '==', uid).get()).docs.map((doc) => doc.id);
}

const paperCount = async () => (await db.collection('papers').count().get()).data().count;

describe('a submission that fails halfway', () => {
  it.each(['manuscripts', 'reviewercopies'])('writes no document and keeps no file when the file store cannot take the %s file, and goes through once it can', async (folder) => {
    const author = await newAuthor('faulty');
    const root = process.env.FILE_STORE_DIR!;
    const directory = join(root, folder);
    const aside = join(root, `${folder}.aside`);
    const filesBefore = storedFiles();
    const existed = existsSync(directory);
    const papersBefore = await paperCount();
    if (existed) renameSync(directory, aside);
    writeFileSync(directory, 'a file where the manuscripts directory should be');
    try {
      const answer = await submit(author.token);
      expect(answer.status).toBe(500);
      expect(answer.body.message.startsWith(serverError)).toBe(true);
    } finally {
      rmSync(directory);
      if (existed) renameSync(aside, directory);
    }
    expect(await papersOf(author.email)).toEqual([]);
    expect(await paperCount()).toBe(papersBefore);
    expect(storedFiles()).toEqual(filesBefore);

    const retried = await submit(author.token);
    expect(retried.status).toBe(201);
    expect(await papersOf(author.email)).toEqual([retried.body.paperId]);
    expect(storedFiles()).toEqual(expect.arrayContaining([`manuscripts/${retried.body.paperId}.pdf`, `reviewercopies/${retried.body.paperId}.pdf`]));
  });

  it('removes the stored file when the paper documents cannot be written', async () => {
    const author = await newAuthor('blocked');
    // The next few paper IDs are taken by documents the submission does not expect, so its write fails
    // after the file has been stored.
    const last = await lastNumber('papers');
    const blocked = Array.from({ length: 5 }, (_, index) => `${paperIdPrefixOf(builtEdition)}-${String(last + 1 + index).padStart(4, '0')}`);
    const blocker = { blocker: true };
    await Promise.all(blocked.map((paperId) => db.collection('manuscripts').doc(paperId).create(blocker)));
    const papersBefore = await paperCount();
    try {
      const answer = await submit(author.token);
      expect(answer.status).toBe(500);
      expect(answer.body.message.startsWith(serverError)).toBe(true);
      expect(await papersOf(author.email)).toEqual([]);
      expect(await paperCount()).toBe(papersBefore);
      for (const paperId of blocked) {
        expect((await db.collection('manuscripts').doc(paperId).get()).data()).toEqual(blocker);
        expect(storedFiles()).not.toContain(`manuscripts/${paperId}.pdf`);
        expect(storedFiles()).not.toContain(`reviewercopies/${paperId}.pdf`);
      }
    } finally {
      await Promise.all(blocked.map((paperId) => db.collection('manuscripts').doc(paperId).delete()));
    }
  });
});
