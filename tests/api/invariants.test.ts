// The invariant checker (npm run check-invariants, run after every emulator test run) catches what it
// promises to: inconsistencies planted in a real paper's documents and files are each reported,
// naming the documents, and the database is whole again once they are taken back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../../functions/src/lib/invariants';
import { fileStore } from '../../functions/src/lib/fileStore';
import { db } from '../support/admin';
import { sample } from '../support/documents';
import { demo, loginAs, newAuthor } from '../support/emulator';
import { submitManuscript } from '../support/world';

let paperId: string;
let manuscriptFile: Buffer;

beforeAll(async () => {
  await loginAs('admin', demo.admin.username, demo.admin.password);
  paperId = await submitManuscript((await newAuthor('invariant')).token);
  manuscriptFile = (await fileStore().read(`manuscripts/${paperId}.pdf`))!.bytes;
});

afterAll(async () => {
  await db.collection('manuscripts').doc(paperId).update({ status: 'submitted' });
  await fileStore().save(`manuscripts/${paperId}.pdf`, manuscriptFile, 'application/pdf');
});

const concerning = async (text: string) => (await checkInvariants({ settleMs: 20_000 })).filter((violation) => violation.detail.includes(text));

describe('the invariant checker', () => {
  it('holds for the paper as submitted', async () => {
    expect(await concerning(paperId)).toEqual([]);
  });

  it('reports a paper whose manuscript has another status', async () => {
    await db.collection('manuscripts').doc(paperId).update({ status: 'Accepted' });
    expect(await concerning(paperId)).toEqual([
      { invariant: 'a paper and its manuscript have one status', detail: `papers/${paperId} is submitted, manuscripts/${paperId} is Accepted` },
    ]);
    await db.collection('manuscripts').doc(paperId).update({ status: 'submitted' });
  });

  it('reports a file a document points at that is not stored', async () => {
    await fileStore().remove(`manuscripts/${paperId}.pdf`);
    expect(await concerning(paperId)).toEqual([
      { invariant: 'every file path resolves in the store', detail: `papers/${paperId} points at manuscripts/${paperId}.pdf, which is not stored` },
    ]);
    await fileStore().save(`manuscripts/${paperId}.pdf`, manuscriptFile, 'application/pdf');
  });

  it('reports a document of another shape and a review by someone not assigned', async () => {
    await db.collection('reviews').doc(paperId).set({ paperId, reviewerEmail: 'mallory@example.test', status: 'draft' });
    const found = await concerning(`reviews/${paperId}`);
    expect(found.map((violation) => violation.invariant)).toEqual(['every document matches its schema']);
    expect(found[0]!.detail).toMatch(new RegExp(`^reviews/${paperId}: .*status: `));

    await db.collection('reviews').doc(paperId).set(sample.review({ paperId, reviewerEmail: 'mallory@example.test' }));
    expect(await concerning(`reviews/${paperId}`)).toEqual([
      { invariant: 'a review is its assigned reviewer’s', detail: `reviews/${paperId} is by mallory@example.test, the paper is assigned to nobody` },
    ]);
    await db.collection('reviews').doc(paperId).delete();
    expect(await concerning(paperId)).toEqual([]);
  });
});
