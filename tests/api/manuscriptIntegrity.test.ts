// Double-blind review through the API: a manuscript that names its authors in every hidden place a PDF
// has is submitted and assigned; the reviewer's download holds none of it, while the author and the
// admins keep the original byte for byte. Before submitting, the check names where the pages' own text
// gives the authors away. Hostile PDFs (no pages, too many, a decompression bomb) are refused with
// nothing stored, also as a payment receipt.
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@confsys/domain';
import { db, storedFiles } from '../support/admin';
import { call, demo, form, loginAs, newAuthor, newReviewer, siteUrl } from '../support/emulator';
import { pdfBytes, pdfText, words } from '../support/files';
import { allReadableBytes, bombPdf, ordinaryPdf, pdfWithHiddenIdentity, planted, zeroPagePdf } from '../support/pdfs';
import { reviewerRecordFields } from '../support/world';
import { onlyMailTo } from '../support/mail';

const alice = { name: planted.name, email: planted.email, organization: planted.organization, phone: '9876543210', gender: 'Female', state: 'Kerala', country: 'India' };
const fields = (title: string) => ({ authorsDetails: JSON.stringify([alice]), title, abstract: words(160), keywords: 'edge, scheduling, sensors, networks' });

let chair: string;
let author: { token: string };
let reviewer: { token: string; email: string };
let reviewerRecord: string;

async function fetchManuscript(paperId: string, token: string): Promise<Response> {
  return fetch(`${siteUrl}/api/files/manuscript/${paperId}.pdf`, { headers: { Authorization: `Bearer ${token}` } });
}

async function download(paperId: string, token: string): Promise<Buffer> {
  const response = await fetchManuscript(paperId, token);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function submitAndAssign(bytes: Uint8Array, title: string): Promise<string> {
  const submitted = await call<{ paperId: string }>('POST', '/api/authors/submit', { token: author.token, body: form(fields(title), { file: [bytes, `${planted.file}.pdf`, 'application/pdf'] }) });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
  const assigned = await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId: submitted.body.paperId, reviewerId: reviewerRecord } });
  expect(assigned.status).toBe(200);
  return submitted.body.paperId;
}

beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  author = await newAuthor('alice');
  reviewer = await newReviewer('Blind Reviewer');
  const record = await call<{ id: string }>('POST', '/api/admin/addreviewer', {
    token: chair,
    body: form(reviewerRecordFields({ name: 'Blind Reviewer', email: reviewer.email }), { profile: [await pdfBytes('Profile'), 'cv.pdf'] }),
  });
  expect(record.status).toBe(201);
  reviewerRecord = record.body.id;
});

describe("the reviewer's copy", () => {
  let paperId: string;
  let original: Uint8Array;
  beforeAll(async () => {
    original = await pdfWithHiddenIdentity();
    paperId = await submitAndAssign(original, 'Edge scheduling for sensor networks');
  });

  it('holds no planted identity in any byte, compressed or not, and keeps both pages and their text', async () => {
    const copy = await download(paperId, reviewer.token);
    const readable = allReadableBytes(copy);
    for (const text of [planted.name, planted.organization, planted.file, planted.email, 'dc:creator', '/Author', '/Creator', '/Company', '/ID', 'JavaScript']) {
      expect(readable, text).not.toContain(text);
    }
    expect(await pdfText(copy)).toBe('Edge scheduling for sensor networks.\nResults on three data sets.');
  });

  it('names the file after the paper, not after what the author uploaded', async () => {
    const response = await fetchManuscript(paperId, reviewer.token);
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${paperId}.pdf"`);
  });

  it('leaves the author and the admins the original, byte for byte', async () => {
    expect((await download(paperId, author.token)).equals(Buffer.from(original))).toBe(true);
    expect((await download(paperId, chair)).equals(Buffer.from(original))).toBe(true);
  });

  it('is built from the original on first download for a paper stored before copies existed', async () => {
    const older = await submitAndAssign(await pdfWithHiddenIdentity(), 'A paper from before reviewer copies');
    rmSync(join(process.env.FILE_STORE_DIR!, 'reviewercopies', `${older}.pdf`));
    expect(storedFiles()).not.toContain(`reviewercopies/${older}.pdf`);
    const copy = await download(older, reviewer.token);
    expect(allReadableBytes(copy)).not.toContain(planted.name);
    expect(storedFiles()).toContain(`reviewercopies/${older}.pdf`);
  });
});

describe('the receipt of a submission', () => {
  it('gives the time of receipt by the server’s clock and the SHA-256 of the stored PDF, in the answer, the record, the dashboard list and the email', async () => {
    const bytes = await ordinaryPdf(2);
    const sent = createHash('sha256').update(bytes).digest('hex');
    const before = Date.now();
    const answer = await call<{ paperId: string; receipt: { receivedAt: string; fileName: string; bytes: number; sha256: string } }>('POST', '/api/authors/submit', {
      token: author.token,
      body: form(fields('A paper with a receipt'), { file: [bytes, 'my paper.pdf', 'application/pdf'] }),
    });
    expect(answer.status).toBe(201);
    const { receipt } = answer.body;
    expect(receipt).toEqual({ receivedAt: expect.any(String), fileName: `${answer.body.paperId}.pdf`, bytes: bytes.length, sha256: sent });
    expect(Date.parse(receipt.receivedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(receipt.receivedAt)).toBeLessThanOrEqual(Date.now() + 1000);
    // What the author downloads is what the receipt names.
    expect(createHash('sha256').update(await download(answer.body.paperId, author.token)).digest('hex')).toBe(sent);
    expect((await db.doc(`manuscripts/${answer.body.paperId}`).get()).get('receipt')).toEqual(receipt);
    const uid = (await db.doc(`manuscripts/${answer.body.paperId}`).get()).get('authorId') as string;
    const listed = await call<{ manuscripts: Array<{ paperId: string; receipt: unknown }> }>('GET', `/api/authors/getmanuscriptbyauthor/${uid}`, { token: author.token });
    expect(listed.body.manuscripts.find((manuscript) => manuscript.paperId === answer.body.paperId)?.receipt).toEqual(receipt);
    const mail = await onlyMailTo(alice.email, `manuscript ${answer.body.paperId} received`);
    expect(mail.text).toContain(`SHA-256: ${sent}`);
    expect(mail.text).toContain(`Received: ${receipt.receivedAt.slice(0, 10)} ${receipt.receivedAt.slice(11, 19)} UTC`);
  });
});

describe('the check before submitting', () => {
  it('names the page where the text gives an author away', async () => {
    const pdf = await ordinaryPdf(3, (page) => (page === 2 ? `We thank ${planted.organization} and write to ${planted.email}.` : `Page ${page} about scheduling.`));
    const checked = await call('POST', '/api/authors/checkmanuscript', { token: author.token, body: form(fields('Checked'), { file: [pdf, 'paper.pdf'] }) });
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({
      success: true,
      pages: 3,
      findings: [
        { page: 2, kind: 'email', text: planted.email },
        { page: 2, kind: 'organization', text: planted.organization },
      ],
    });
  });

  it('finds nothing in a paper whose pages name nobody, even when its metadata does', async () => {
    const checked = await call('POST', '/api/authors/checkmanuscript', { token: author.token, body: form(fields('Clean'), { file: [await pdfWithHiddenIdentity(), 'paper.pdf'] }) });
    expect(checked.body).toEqual({ success: true, pages: 2, findings: [] });
  });
});

describe('PDFs that are not manuscripts', () => {
  const papersOf = async () => (await db.collection('manuscripts').where('title', '==', 'Hostile').count().get()).data().count;

  it.each([
    ['no pages', () => zeroPagePdf(), Messages.pdfPageCount(0, 1, 100)],
    ['101 pages', () => ordinaryPdf(101), Messages.pdfPageCount(101, 1, 100)],
    ['a 300 KB file that inflates to 256 MB', () => bombPdf(256), Messages.pdfTooComplex],
  ])('refuses %s with a 400 and stores nothing', async (_case, build, message) => {
    const filesBefore = storedFiles();
    const answer = await call('POST', '/api/authors/submit', { token: author.token, body: form(fields('Hostile'), { file: [await build(), 'paper.pdf'] }) });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await papersOf()).toBe(0);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('refuses a decompression bomb as a payment receipt', async () => {
    const own = await call<{ paperId: string }>('POST', '/api/authors/submit', { token: author.token, body: form(fields('Unpaid'), { file: [await ordinaryPdf(1), 'paper.pdf'] }) });
    const paid = await call('POST', '/api/authors/submit-payment', {
      token: author.token,
      body: form({ paperId: own.body.paperId, upiId: 'alice@okbank', reference: '512345678903', paymentDate: '2025-07-01' }, { receipt: [await bombPdf(256), 'receipt.pdf', 'application/pdf'] }),
    });
    expect(paid.status).toBe(400);
    expect(paid.body.message).toBe(Messages.pdfTooComplex);
    expect((await db.collection('payments').where('paperIds', 'array-contains', own.body.paperId).get()).empty).toBe(true);
  });
});
