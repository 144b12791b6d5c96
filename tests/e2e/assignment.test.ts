// Bidding and assignment as their people meet them in the browser: a reviewer picks topics on the
// dashboard and bids on papers (one as a conflict), best matches first; the chair reads the bids,
// previews a fair automatic assignment with its reasons and figures, applies it, accepts a paper through
// a bulk action after its preview, and reads both in the paper's history (the audit log); for a review
// overdue, the chair asks an emergency reviewer after a preview. The calendar is put back afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MailState, Messages, conference, plannedCalendar, type CalendarValues, type MailDoc } from '@confsys/domain';
import { db } from '../support/admin';
import { chairPage, cspViolations, launchBrowser, newPage, signIn } from '../support/browser';
import { call, currentCalendar, demo, fullReview, loginAs, newAuthor, uniqueEmail } from '../support/emulator';
import { words } from '../support/files';
import { authorBlock, manuscriptFields, committeeReviewer, submitManuscript } from '../support/world';
import { axeViolations } from '../support/accessibility';
import { mailTo, outboxFor, settled } from '../support/mail';

const day = 86_400_000;
const cloud = conference.topics[3];
let browser: Browser;
let original: CalendarValues;
let chair: string;
const papers: string[] = [];
let reviewer: { email: string; token: string; record: string };

beforeAll(async () => {
  browser = await launchBrowser();
  original = await currentCalendar();
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  const calendar = plannedCalendar(new Date(Date.now() + 2 * day), 'Asia/Kolkata');
  expect((await call('PUT', '/api/admin/calendar', { token: chair, json: { ...calendar, biddingOpen: new Date(Date.now() - day).toISOString() } })).status).toBe(200);
  const author = await newAuthor('bidda');
  for (const title of ['Offloading inference to edge computing nodes', 'Edge computing for smart farms', 'Quantum annealing for timetables']) {
    papers.push(
      await submitManuscript(
        author.token,
        manuscriptFields({ title, abstract: `${title}. ${words(165)}`, authorsDetails: JSON.stringify([authorBlock({ name: 'Ottoline Bidwell', email: uniqueEmail('bidda') })]), topics: JSON.stringify([cloud]) }),
      ),
    );
  }
  reviewer = await committeeReviewer(chair, 'bianca', { name: 'Bianca Bidder', affiliation: 'Institute of Bidding', researchArea: 'Edge computing, smart farming' });
});

afterAll(async () => {
  await browser?.close();
  expect((await call('PUT', '/api/admin/calendar', { token: chair, json: original })).status).toBe(200);
  expect(cspViolations()).toEqual([]);
});

describe('bidding and assignment', () => {
  it('lets a reviewer choose topics and bid, best matches first, with the saved state shown', async () => {
    const page = await newPage(browser, { width: 1366, height: 900 });
    await signIn(page, '/reviewerlogin', reviewer.email, 'Review@123', 'Email');
    await page.waitForURL('**/reviewer');
    const topics = page.getByRole('group', { name: 'Topics you review' });
    await topics.getByRole('checkbox', { name: cloud }).check();
    await page.getByRole('button', { name: 'Save topics' }).click();
    await expect.poll(() => page.getByText(Messages.topicsSaved).count()).toBe(1);
    expect((await db.doc(`reviewers/${reviewer.record}`).get()).data()?.topics).toEqual([cloud]);

    await page.getByRole('link', { name: 'Bid on papers' }).click();
    await page.waitForURL('**/reviewer/bidding');
    await page.getByLabel('Search papers').fill('edge');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.getByText(/matches 'edge computing'/).count()).toBeGreaterThan(0);
    for (const [paperId, bid] of [
      [papers[0], 'Eager'],
      [papers[1], 'Conflict'],
    ] as const) {
      const group = page.getByRole('group', { name: `Your bid on ${paperId}` });
      await group.getByRole('button', { name: bid }).click();
      await expect.poll(async () => (await page.getByRole('status').allTextContents()).join(' ')).toMatch(new RegExp(`Saved at .*${bid}`));
    }
    await expect.poll(async () => (await db.doc(`bids/${papers[0]}_${reviewer.record}`).get()).data()?.bid).toBe('eager');
    await expect.poll(async () => (await db.doc(`conflicts/${papers[1]}_${reviewer.record}`).get()).exists).toBe(true);
    await page.context().close();
  });

  it('lets the chair preview a fair assignment with its reasons, apply it, and accept a paper in bulk after a preview', async () => {
    const admin = await chairPage(browser);
    await admin.goto('/admin/assignment');
    await expect.poll(() => admin.getByRole('heading', { name: 'Bids' }).count()).toBe(1);
    await admin.getByLabel('Reviewers per paper').fill('1');
    await admin.getByLabel('Most papers per reviewer').fill('100');
    await admin.getByRole('radio', { name: 'Only papers without reviewers' }).check();
    await admin.getByRole('button', { name: 'Preview assignment' }).click();
    await expect.poll(() => admin.getByRole('heading', { name: 'Proposal' }).count(), { timeout: 60_000 }).toBe(1);
    await expect.poll(() => admin.getByRole('rowheader', { name: "Worst-off paper's score" }).count()).toBe(1);
    // Bianca's conflict bid is respected: she is not proposed for that paper; her eager bid is a reason.
    const grid = admin.getByRole('grid', { name: 'Proposed reviewers' });
    await expect.poll(() => grid.getByRole('row', { name: new RegExp(`${papers[1]}.*Bianca Bidder`) }).count()).toBe(0);
    await admin.getByRole('button', { name: /^Apply \d+ assignments$/ }).click();
    await expect.poll(() => admin.getByText(/^Applied: \d+ reviewer assignments? on \d+ papers?\./).count(), { timeout: 60_000 }).toBe(1);
    const first = (await db.doc(`papers/${papers[0]}`).get()).data() as { reviewerIds: string[] };
    expect(first.reviewerIds).toHaveLength(1);
    expect((await db.doc(`papers/${papers[1]}`).get()).data()?.reviewerIds).not.toContain(reviewer.record);

    // A review on the first paper, so it can be decided; then a bulk accept of two papers.
    const onFirst = first.reviewerIds[0] ?? '';
    if (onFirst === reviewer.record) expect((await call('POST', '/api/reviews/submitReview', { token: reviewer.token, json: fullReview(papers[0] ?? '') })).status).toBe(200);
    else expect((await call('POST', '/api/reviews/submitReview', { token: chair, json: { ...fullReview(papers[0] ?? ''), reviewerId: onFirst } })).status).toBe(200);
    // Her name finds exactly this test's papers, whatever else the database holds.
    await admin.goto('/admin/papers?q=Bidwell');
    for (const paperId of papers.slice(0, 2)) await admin.getByRole('row', { name: new RegExp(paperId) }).getByRole('checkbox').check();
    // No decision is preset: Preview waits for the chair to choose one.
    expect(await admin.getByRole('combobox', { name: 'Bulk action' }).textContent()).not.toMatch(/Accept|Reject/);
    expect(await admin.getByRole('button', { name: 'Preview', exact: true }).isDisabled()).toBe(true);
    await admin.getByRole('combobox', { name: 'Bulk action' }).click();
    await admin.getByRole('option', { name: 'Accept' }).click();
    await admin.getByRole('button', { name: 'Preview', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Accept: preview' });
    await expect.poll(() => dialog.getByRole('row', { name: new RegExp(`${papers[0]}.*Will be done`) }).count()).toBe(1);
    await expect.poll(() => dialog.getByRole('row', { name: new RegExp(`${papers[1]}.*Skipped.*no submitted review`) }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Accept 1 paper' }).click();
    const done = admin.getByRole('dialog', { name: 'Accept: what was done' });
    await expect.poll(() => done.getByRole('row', { name: new RegExp(`${papers[0]}.*Done`) }).count()).toBe(1);
    expect((await db.doc(`papers/${papers[0]}`).get()).data()?.status).toBe('Accepted');
    expect((await db.doc(`papers/${papers[1]}`).get()).data()?.status).not.toBe('Accepted');

    // The paper's history: the automatic assignment and the bulk acceptance, each with who and why.
    await done.getByRole('button', { name: 'Close' }).click();
    await admin.getByRole('button', { name: `More actions for ${papers[0]}` }).click();
    await admin.getByRole('menuitem', { name: `History of ${papers[0]}` }).click();
    await admin.waitForURL('**/admin/audit?target=**');
    const entries = admin.getByRole('table', { name: 'Audit log entries' });
    await expect.poll(() => entries.getByRole('row', { name: /Paper accepted.*status: Under Review → Accepted/ }).count()).toBe(1);
    await expect.poll(() => entries.getByRole('row', { name: /Reviewers assigned.*Automatic assignment [0-9a-f]{24}/ }).count()).toBe(1);
    await admin.getByRole('combobox', { name: 'Action' }).click();
    await admin.getByRole('option', { name: 'Bulk action applied' }).click();
    await admin.getByLabel('Target').fill('');
    await admin.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => entries.getByRole('row', { name: /Bulk action applied/ }).count()).toBeGreaterThan(0);
    await admin.context().close();
  });

  it('lets the chair ask an emergency reviewer for an overdue review: late requests first, a preview without the authors, then assigned with its own due date', async () => {
    const author = await newAuthor('rescue');
    const title = 'Rescuing stalled reviews at scale';
    const paperId = await submitManuscript(author.token, manuscriptFields({ title, authorsDetails: JSON.stringify([authorBlock({ name: 'Rosalind Stalling', email: uniqueEmail('stalling') })]) }));
    const slow = await committeeReviewer(chair, 'slow', { name: 'Sloane Tardy', affiliation: 'Institute of Delay' });
    const ready = await committeeReviewer(chair, 'ready', { name: 'Reggie Ready', affiliation: 'Standby Lab' });
    // Reggie said he takes late requests, with room for three papers.
    await db.doc(`reviewers/${ready.record}`).update({ lateRequests: true, load: 3 });
    expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: slow.record } })).status).toBe(200);
    const stored = (await db.doc(`papers/${paperId}`).get()).data() as { reviewers: Array<Record<string, unknown>> };
    await db.doc(`papers/${paperId}`).update({ reviewers: stored.reviewers.map((assignment) => ({ ...assignment, dueAt: new Date(Date.now() - 3600_000).toISOString() })) });

    const admin = await chairPage(browser);
    await admin.goto(`/admin/papers?q=${paperId}`);
    await admin.getByRole('button', { name: `Ask an emergency reviewer for ${paperId}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Ask an emergency reviewer for ${paperId}` });
    await expect.poll(() => dialog.getByText(/Overdue: Sloane Tardy \(due /).count()).toBe(1);
    const choices = dialog.getByRole('radiogroup', { name: 'Who to ask' });
    await expect.poll(() => choices.getByRole('radio', { name: /^Reggie Ready \(Standby Lab\): late requests welcome; 0 of 3 papers taken$/ }).count()).toBe(1);
    expect(await choices.getByRole('radio', { name: /Sloane Tardy/ }).count()).toBe(0);
    expect(await axeViolations(admin, '[role="dialog"]')).toEqual([]);
    // Without a choice, the dialog says so and sends nothing.
    await dialog.getByRole('button', { name: 'Preview the request' }).click();
    await expect.poll(() => dialog.getByText(Messages.selectReviewer).count()).toBe(1);

    await choices.getByRole('radio', { name: /^Reggie Ready/ }).check();
    await dialog.getByLabel('A note to the reviewer (optional)').fill('Sloane is unwell; could you take this one?');
    await dialog.getByRole('button', { name: 'Preview the request' }).click();
    const preview = admin.getByRole('dialog', { name: `Emergency request for ${paperId}: preview` });
    const message = preview.getByRole('region', { name: 'The message' });
    await expect.poll(async () => (await message.textContent()) ?? '').toContain(title);
    const text = (await message.textContent()) ?? '';
    expect(text).toContain('Sloane is unwell; could you take this one?');
    expect(text).not.toContain('Rosalind');
    expect((await db.doc(`papers/${paperId}`).get()).data()?.reviewerIds).toEqual([slow.record]);

    await preview.getByRole('button', { name: 'Send the request' }).click();
    await expect.poll(async () => (await admin.getByRole('status').allTextContents()).join(' ')).toMatch(new RegExp(`Reggie Ready is asked to review ${paperId} by .+, and assigned to it\\.`));
    const assigned = ((await db.doc(`papers/${paperId}`).get()).data() as { reviewers: Array<{ reviewerId: string; dueAt?: string }> }).reviewers;
    expect(assigned.map((assignment) => assignment.reviewerId)).toEqual([slow.record, ready.record]);
    expect(Date.parse(assigned[1]?.dueAt ?? '')).toBeGreaterThan(Date.now() + 2 * day);
    // The request is queued with the assignment (the outbox, written in its transaction), then delivered
    // over SMTP; after other suites the sender may have a backlog, so its delivery is awaited as such.
    let queued: Array<{ id: string; mail: MailDoc }> = [];
    await expect.poll(async () => (queued = (await outboxFor(ready.email)).filter(({ mail }) => mail.message.subject.includes(`urgent review request: paper ${paperId}`))).length).toBe(1);
    expect(queued[0]?.mail.message.text).toContain('Sloane is unwell');
    expect((await settled(queued[0]!.id, 90_000)).delivery.state).toBe(MailState.Success);
    const [mail] = await mailTo(ready.email, `urgent review request: paper ${paperId}`);
    expect(mail?.text).toContain('Sloane is unwell');
    expect(mail?.text).not.toContain('Rosalind');
    await admin.context().close();
  }, 180_000);
});
