// The invariant checker (npm run check-invariants, run after every emulator test run) catches what it
// promises to: inconsistencies planted in a real paper's documents and files are each reported,
// naming the documents, and the database is whole again once they are taken back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
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

/** Plants a status in the manuscript alone, recording the volume's change as the server's writers do. */
async function plantStatus(status: string) {
  const batch = db.batch();
  batch.update(db.collection('manuscripts').doc(paperId), { status });
  batch.set(db.doc(`meta/volumeLayout/changes/${paperId}`), { at: FieldValue.serverTimestamp() });
  await batch.commit();
}

afterAll(async () => {
  await plantStatus('submitted');
  await fileStore().save(`manuscripts/${paperId}.pdf`, manuscriptFile, 'application/pdf');
});

const concerning = async (text: string) => (await checkInvariants({ settleMs: 20_000 })).filter((violation) => violation.detail.includes(text));

describe('the invariant checker', () => {
  it('holds for the paper as submitted', async () => {
    expect(await concerning(paperId)).toEqual([]);
  });

  it('reports a paper whose manuscript has another status', async () => {
    await plantStatus('Accepted');
    expect(await concerning(paperId)).toEqual([
      { invariant: 'a paper and its manuscript have one status', detail: `papers/${paperId} is submitted, manuscripts/${paperId} is Accepted` },
    ]);
    await plantStatus('submitted');
  });

  it('reports a file a document points at that is not stored', async () => {
    await fileStore().remove(`manuscripts/${paperId}.pdf`);
    expect(await concerning(paperId)).toEqual([
      { invariant: 'every file path resolves in the store', detail: `papers/${paperId} points at manuscripts/${paperId}.pdf, which is not stored` },
    ]);
    await fileStore().save(`manuscripts/${paperId}.pdf`, manuscriptFile, 'application/pdf');
  });

  it('reports a document of another shape, a review by someone not assigned, and a miscounted paper', async () => {
    const reviewId = `${paperId}_R-mallory`;
    await db.collection('reviews').doc(reviewId).set({ paperId, reviewerId: 'R-mallory', reviewerEmail: 'mallory@example.test', status: 'draft' });
    const found = await concerning(`reviews/${reviewId}`);
    expect(found.map((violation) => violation.invariant)).toEqual(['every document matches its schema']);
    expect(found[0]!.detail).toMatch(new RegExp(`^reviews/${reviewId}: .*status: `));

    await db.collection('reviews').doc(reviewId).set(sample.review({ paperId, reviewerId: 'R-mallory', reviewerEmail: 'mallory@example.test' }));
    expect(await concerning(paperId)).toEqual([
      { invariant: 'no review belongs to a reviewer who is no longer assigned', detail: `reviews/${reviewId}: R-mallory is not assigned to ${paperId}` },
      { invariant: 'a paper counts its submitted reviews', detail: `papers/${paperId} says 0, counted 1` },
      { invariant: 'a paper has a comments PDF exactly when a review is submitted', detail: `papers/${paperId}: 1 submitted, reviewPdfPath null` },
    ]);
    await db.collection('reviews').doc(reviewId).delete();
    expect(await concerning(paperId)).toEqual([]);
  });

  it("reports reviewer lists that disagree, and a submitted paper with reviewers", async () => {
    await db.collection('papers').doc(paperId).update({ reviewerEmails: ['mallory@example.test'] });
    // Written past the API, the change also leaves Mallory's own list of papers behind.
    expect(await concerning(paperId)).toEqual([
      { invariant: "a reviewer's own list holds exactly their papers", detail: `papers/${paperId} names mallory@example.test, whose list lacks it` },
      { invariant: "a paper's reviewer lists agree", detail: `papers/${paperId}: reviewers , reviewerIds , reviewerEmails mallory@example.test` },
    ]);
    await db.collection('papers').doc(paperId).update({
      reviewers: [{ reviewerId: 'R-mallory', name: 'Mallory', email: 'mallory@example.test', assignedAt: '2025-01-01T00:00:00.000Z' }],
      reviewerIds: ['R-mallory'],
    });
    // Written past the API, the change also leaves the lists' index entry behind.
    expect(await concerning(paperId)).toEqual([
      { invariant: "a paper's index entry matches the paper", detail: `paperIndex/${paperId} differs from what papers/${paperId} and manuscripts/${paperId} make` },
      { invariant: "a reviewer's own list holds exactly their papers", detail: `papers/${paperId} names mallory@example.test, whose list lacks it` },
      { invariant: 'a submitted paper has no reviewers yet', detail: `papers/${paperId}` },
    ]);
    await db.collection('papers').doc(paperId).update({ reviewers: [], reviewerIds: [], reviewerEmails: [] });
    expect(await concerning(paperId)).toEqual([]);
  });

  it("reports a paper without its lists' index entry, an entry that differs, and an entry without a paper", async () => {
    const entry = db.collection('paperIndex').doc(paperId);
    const stored = (await entry.get()).data()!;
    await entry.update({ searchTokens: ['someone', 'else'] });
    expect(await concerning(paperId)).toEqual([
      { invariant: "a paper's index entry matches the paper", detail: `paperIndex/${paperId} differs from what papers/${paperId} and manuscripts/${paperId} make` },
    ]);
    await entry.delete();
    expect(await concerning(paperId)).toEqual([{ invariant: "each paper has its lists' index entry", detail: `papers/${paperId} has no paperIndex/${paperId}` }]);
    await entry.set(stored);
    const stray = db.collection('paperIndex').doc(`${paperId}-STRAY`);
    await stray.set({ ...stored, paperId: `${paperId}-STRAY` });
    expect(await concerning(`${paperId}-STRAY`)).toEqual([{ invariant: 'each index entry has its paper', detail: `paperIndex/${paperId}-STRAY has no papers/${paperId}-STRAY` }]);
    await stray.delete();
    expect(await concerning(paperId)).toEqual([]);
  });

  it("reports a reviewer record whose search fields do not follow its name", async () => {
    const id = `R-invariant-${paperId}`;
    const record = db.collection('reviewers').doc(id);
    await record.set(sample.reviewer({ id, name: 'Ivy Invariant', email: `${id.toLowerCase()}@demo.test` }));
    expect(await concerning(`reviewers/${id}`)).toEqual([]);
    await record.update({ name: 'Someone Renamed' });
    expect(await concerning(`reviewers/${id}`)).toEqual([
      { invariant: "a reviewer record's search fields match it", detail: `reviewers/${id}: nameKey or searchTokens differ from what its name, affiliation and email make` },
    ]);
    await record.delete();
  });
});
