// The dashboard's aggregate counters: kept by triggers, exact after a burst of concurrent changes,
// unmoved by a redelivered event or by one the last recount counted already, and served by the three
// count endpoints.
import { afterAll, describe, expect, it } from 'vitest';
import { PaperStatus, paperStatuses } from '@confsys/domain';
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import { computeStats, readStats, applyStatsDelta, recountAndStore } from '../../functions/src/lib/dashboard/stats';
import { db } from '../support/admin';
import { sample } from '../support/documents';
import { call, demo, loginAs } from '../support/emulator';

const statuses = paperStatuses;

/** Waits until the trigger-kept counters equal a full recount, and returns them. */
async function settled() {
  let live = await readStats();
  let recount = await computeStats();
  const deadline = Date.now() + 45_000;
  while (!isDeepStrictEqual(live, recount) && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 500));
    [live, recount] = await Promise.all([readStats(), computeStats()]);
  }
  expect(live).toEqual(recount);
  return live;
}

/** Documents written straight to the database here; removed again after the suite (see afterAll). */
const written: string[] = [];

function paperDoc(index: number, status: PaperStatus, month: number) {
  const id = `CNT-${randomUUID().slice(0, 8)}-${index}`;
  const date = `2025-${String(month).padStart(2, '0')}-15T09:00:00.000Z`;
  written.push(`papers/${id}`);
  return { id, data: sample.paper({ paperId: id, title: `Counted paper ${index}`, status, submissionDate: date, lastUpdatedOn: date }) };
}

// The counters change with the documents only, so these need no manuscript or file: they are taken
// away again, and the counters with them, before the invariants are checked at the end of the run.
afterAll(async () => {
  await Promise.all(written.map((path) => db.doc(path).delete()));
  await settled();
});

describe('aggregate counters', { timeout: 180_000 }, () => {
  it('follow a paper through create, status change, publish and delete', async () => {
    const before = await settled();
    const paper = paperDoc(0, PaperStatus.Submitted, 3);
    await db.collection('papers').doc(paper.id).set(paper.data);
    let now = await settled();
    expect(now.statusCounts.submitted).toBe(before.statusCounts.submitted + 1);
    expect(now.monthly['2025-03']).toBe((before.monthly['2025-03'] ?? 0) + 1);

    await db.collection('papers').doc(paper.id).update({ status: PaperStatus.Accepted });
    now = await settled();
    expect(now.statusCounts.submitted).toBe(before.statusCounts.submitted);
    expect(now.statusCounts.Accepted).toBe(before.statusCounts.Accepted + 1);

    await db.collection('papers').doc(paper.id).update({ status: PaperStatus.Published });
    now = await settled();
    expect(now.statusCounts.Published).toBe(before.statusCounts.Published + 1);

    await db.collection('papers').doc(paper.id).delete();
    now = await settled();
    expect(now).toEqual(before);
  });

  it('equal a full recount after a burst of concurrent changes', async () => {
    await settled();
    const papers = Array.from({ length: 40 }, (_, index) => paperDoc(index, statuses[index % statuses.length]!, 1 + (index % 6)));
    await Promise.all(papers.map((paper) => db.collection('papers').doc(paper.id).set(paper.data)));
    await Promise.all([
      ...papers.slice(0, 15).map((paper, index) => db.collection('papers').doc(paper.id).update({ status: statuses[(index + 2) % statuses.length] })),
      ...papers.slice(30).map((paper) => db.collection('papers').doc(paper.id).delete()),
      ...Array.from({ length: 5 }, (_, index) => {
        const id = `cnt-reviewer-${randomUUID()}`;
        written.push(`reviewers/${id}`);
        return db.collection('reviewers').doc(id).set(sample.reviewer({ id, name: `R${index}`, email: `${id}@example.test` }));
      }),
      ...Array.from({ length: 5 }, () => {
        const uid = `cnt-user-${randomUUID()}`;
        written.push(`users/${uid}`);
        return db.collection('users').doc(uid).set(sample.user({ uid, role: 'author', name: 'Counted Author', email: `${uid}@example.test` }));
      }),
    ]);
    const live = await settled();
    expect(Object.values(live.statusCounts).reduce((sum, count) => sum + count, 0)).toBe((await db.collection('papers').count().get()).data().count);
  });

  it('stay equal to a recount made while accounts are being created, as a roll-over makes one', async () => {
    await settled();
    const uids = Array.from({ length: 12 }, (_, index) => `cnt-user-${randomUUID().slice(0, 8)}-${index}`);
    written.push(...uids.map((uid) => `users/${uid}`));
    // Accounts keep arriving before, during and after the recount; their triggers run when they run.
    const creating = uids.map((uid, index) =>
      new Promise((done) => setTimeout(done, index * 60)).then(() => db.collection('users').doc(uid).set(sample.user({ uid, role: 'author', name: 'Counted Author', email: `${uid}@example.test` }))),
    );
    await new Promise((done) => setTimeout(done, 250));
    await recountAndStore();
    await Promise.all(creating);
    await settled();
    // An event committed before the recount, whose trigger comes late, is in the recount already.
    const before = await readStats();
    expect(await applyStatsDelta(`late-${randomUUID()}`, { authors: 1 }, { source: 'users', at: Timestamp.fromMillis(Date.now() - 60_000) })).toBe(false);
    expect(await readStats()).toEqual(before);
  });

  it('do not count a redelivered event twice', async () => {
    const before = await settled();
    const eventId = `replayed-${randomUUID()}`;
    expect(await applyStatsDelta(eventId, { reviewers: 1 })).toBe(true);
    expect(await applyStatsDelta(eventId, { reviewers: 1 })).toBe(false);
    expect((await readStats()).reviewers).toBe(before.reviewers + 1);
    await applyStatsDelta(`${eventId}-undo`, { reviewers: -1 });
    expect((await readStats()).reviewers).toBe(before.reviewers);
  });
});

describe('count endpoints', { timeout: 120_000 }, () => {
  it('answer the spec shapes from the counters', async () => {
    const stats = await settled();
    const token = await loginAs('admin', demo.admin.username, demo.admin.password);
    const counts = await call('GET', '/api/admin/dashboardcounts', { token });
    expect(counts.body).toEqual({ reviewers: stats.reviewers, authors: stats.authors, published: stats.statusCounts.Published });
    expect(stats.reviewers).toBe((await db.collection('reviewers').count().get()).data().count);
    expect(stats.authors).toBe((await db.collection('users').where('role', '==', 'author').count().get()).data().count);

    const byStatus = await call<{ counts: Record<string, number> }>('GET', '/api/admin/statuscounts', { token });
    expect(Object.keys(byStatus.body.counts)).toEqual(['Submitted', 'Under Review', 'Accepted', 'Rejected', 'Published', 'Withdrawn']);
    expect(byStatus.body.counts.Submitted).toBe(stats.statusCounts.submitted);

    const monthly = await call<{ stats: Array<{ month: number; year: number; count: number }> }>('GET', '/api/admin/monthlystats', { token });
    const total = monthly.body.stats.reduce((sum, entry) => sum + entry.count, 0);
    // A withdrawn paper leaves the submissions per month.
    expect(total).toBe((await db.collection('papers').where('status', '!=', 'Withdrawn').count().get()).data().count);
    expect(monthly.body.stats.every((entry) => entry.month >= 1 && entry.month <= 12)).toBe(true);
  });
});
