// The public list of accepted papers, against the running functions: nothing before the notification
// date, whatever the statuses say; from it, the accepted and published papers with their authors'
// names, affiliations and countries, never an address or a phone number; never a rejected, withdrawn
// or undecided paper.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannedCalendar, type Calendar } from '@confsys/domain';
import { call, demo, form, fullReview, loginAs, newAuthor } from '../support/emulator';
import { pdfBytes } from '../support/files';
import { db } from '../support/admin';
import { decidePaper, editionRoot, layoutBuilt, authorBlock, manuscriptFields, reviewerAccount, reviewerRecordFields, submitManuscript } from '../support/world';

const day = 86_400_000;
const stamp = Date.now();
const author = authorBlock({ name: 'Nandini Accepted', organization: 'Kongu Engineering College', country: 'India', phone: '9000011111' });

let chair: string;
let original: Calendar | null;
let accepted: string;
let rejected: string;
let submitted: string;
let withdrawn: string;
/** Submitted before the calendar moves on, accepted only in the test. */
let later: string;

type Answer = { papers: Array<{ paperId: string; title: string; authors: Array<Record<string, string>> }>; page: number; pageCount: number; total: number; from: string; open: boolean; timeZone: string };
const pageOf = (page: number) => call<Answer>('GET', `/api/public/accepted?page=${page}`);
/** The whole list, page after page as the publication page reads it, with the first page's answer. */
async function list() {
  const first = await call<Answer>('GET', '/api/public/accepted');
  const papers = [...first.body.papers];
  for (let page = 2; page <= first.body.pageCount; page++) {
    const next = await pageOf(page);
    expect(next.body).toMatchObject({ page, pageCount: first.body.pageCount, total: first.body.total });
    papers.push(...next.body.papers);
  }
  return { ...first, body: { ...first.body, papers } };
}
const byNumber = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
/** A calendar planned so that its notification (day 70 at 10:00) falls on the day of `notification`. */
const calendarNotifying = (notification: number) => {
  const base = plannedCalendar(new Date(notification - 70 * day), 'Asia/Kolkata');
  return { ...base, biddingOpen: null, biddingClose: null, responseOpen: null, responseClose: null, earlyRegistrationDeadline: null };
};

beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  original = (await call<{ calendar: Calendar | null }>('GET', '/api/public/calendar')).body.calendar;
  const made = await newAuthor('acceptedlist');
  const fields = (title: string) => manuscriptFields({ title, authorsDetails: JSON.stringify([{ ...author, email: made.email }]) });
  accepted = await submitManuscript(made.token, fields(`Accepted on the list ${stamp}`));
  await decidePaper(chair, accepted, 'acceptedlista');
  rejected = await submitManuscript(made.token, fields(`Rejected off the list ${stamp}`));
  const reviewer = await reviewerAccount('acceptedlistb', true);
  const record = await call<{ id: string }>('POST', '/api/admin/addreviewer', {
    token: chair,
    body: form(reviewerRecordFields({ email: reviewer.email }), { profile: [await pdfBytes('Profile'), 'cv.pdf'] }),
  });
  expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId: rejected, reviewerId: record.body.id } })).status).toBe(200);
  expect((await call('POST', '/api/reviews/submitReview', { token: reviewer.token, json: fullReview(rejected, { recommendation: 'Reject' }) })).status).toBe(200);
  expect((await call('POST', '/api/admin/updatestatus', { token: chair, json: { paperId: rejected, status: 'Rejected' } })).status).toBe(200);
  submitted = await submitManuscript(made.token, fields(`Undecided off the list ${stamp}`));
  withdrawn = await submitManuscript(made.token, fields(`Withdrawn off the list ${stamp}`));
  later = await submitManuscript(made.token, fields(`Accepted later ${stamp}`));
  expect((await call('POST', `/api/authors/papers/${withdrawn}/withdraw`, { token: made.token, json: { reason: 'Submitted elsewhere.' } })).status).toBe(200);
}, 180_000);

afterAll(async () => {
  if (original) await call('PUT', '/api/admin/calendar', { token: chair, json: original });
});

describe('the public list of accepted papers', () => {
  it('lists nothing before the notification date, whatever the statuses say', async () => {
    const notification = Date.now() + 5 * day;
    expect((await call('PUT', '/api/admin/calendar', { token: chair, json: calendarNotifying(notification) })).status).toBe(200);
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ papers: [], open: false, timeZone: 'Asia/Kolkata' });
    expect(answer.body.from).toBe(new Date(calendarNotifying(notification).notificationDate).toISOString());
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    // Half a minute before it opens, no cache may keep the closed list past the opening.
    const soon = Date.now() + 30_000;
    expect((await call('PUT', '/api/admin/calendar', { token: chair, json: { ...calendarNotifying(notification), notificationDate: new Date(soon).toISOString() } })).status).toBe(200);
    const closing = await call<Answer>('GET', '/api/public/accepted');
    expect(closing.body.open).toBe(false);
    const [, browser, cdn] = /max-age=(\d+), s-maxage=(\d+)/.exec(closing.headers.get('cache-control') ?? '') ?? [];
    expect(Number(browser)).toBeLessThanOrEqual(30);
    expect(Number(cdn)).toBeLessThanOrEqual(30);
    expect(Number(cdn)).toBeGreaterThan(20);
  });

  it('from the notification date, lists the accepted papers with what the proceedings print, and nothing else', async () => {
    expect((await call('PUT', '/api/admin/calendar', { token: chair, json: calendarNotifying(Date.now() - 2 * day) })).status).toBe(200);
    await layoutBuilt(chair);
    const answer = await list();
    expect(answer.body.open).toBe(true);
    const ids = answer.body.papers.map((paper) => paper.paperId);
    expect(ids).toContain(accepted);
    for (const absent of [rejected, submitted, withdrawn]) expect(ids).not.toContain(absent);
    expect([...ids].sort(byNumber)).toEqual(ids);
    expect(answer.body.total).toBe(ids.length);
    expect(answer.body.pageCount).toBe(Math.ceil(ids.length / 250));
    const ours = answer.body.papers.find((paper) => paper.paperId === accepted)!;
    expect(ours).toEqual({ paperId: accepted, title: `Accepted on the list ${stamp}`, authors: [{ name: 'Nandini Accepted', affiliation: 'Kongu Engineering College', country: 'India' }] });
    const raw = JSON.stringify(answer.body);
    expect(raw).not.toContain('9000011111');
    expect(raw).not.toMatch(/@/);
  });

  it('serves the layout last built while a change waits for its build, and the new one once it is built', async () => {
    await layoutBuilt(chair);
    expect((await list()).body.papers.map((paper) => paper.paperId)).not.toContain(later);
    // A build under way elsewhere holds the lease: the decision's marker leaves it pending, and no reader builds.
    const lease = db.doc(`${await editionRoot()}meta/volumeLayoutBuild`);
    await lease.set({ holder: 'a build elsewhere', until: Date.now() + 60_000, pending: false });
    try {
      await decidePaper(chair, later, 'acceptedlistc');
      const screen = await call<{ builtAt: string; upToDate: boolean; total: number }>('GET', '/api/admin/proceedings', { token: chair });
      expect(screen.body.upToDate).toBe(false);
      expect((await list()).body.papers.map((paper) => paper.paperId)).not.toContain(later);
      await expect.poll(async () => (await lease.get()).data()?.pending, { timeout: 30_000 }).toBe(true);
      expect((await list()).body.papers.map((paper) => paper.paperId)).not.toContain(later);
    } finally {
      // The holder stops without letting go: once its lease runs out, the chair's screen asks for the build.
      await lease.update({ until: Date.now() - 1 });
    }
    await layoutBuilt(chair);
    const after = await list();
    expect(after.body.papers.map((paper) => paper.paperId)).toContain(later);
    const beyond = await pageOf(after.body.pageCount + 1);
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({ papers: [], total: after.body.total, pageCount: after.body.pageCount });
  }, 180_000);

  it('finds papers by ID, by the starts of words of the title, and by an author, and nothing that is not on the list', async () => {
    const search = (q: string) => call<Answer>('GET', `/api/public/accepted?q=${encodeURIComponent(q)}`);
    const byId = await search(accepted);
    expect(byId.body.papers.map((paper) => paper.paperId)).toEqual([accepted]);
    expect(byId.body).toMatchObject({ total: 1, pageCount: 1, open: true });
    const byTitle = await search(`accept list ${stamp}`);
    expect(byTitle.body.papers.map((paper) => paper.paperId)).toEqual([accepted]);
    const byAuthor = (await search(`nandini ${stamp}`)).body;
    // The author's name and the stamp of this test's titles: both of its accepted papers.
    expect(byAuthor.papers.map((paper) => paper.paperId).sort(byNumber)).toEqual([accepted, later].sort(byNumber));
    for (const absent of [rejected, submitted, withdrawn]) expect((await search(absent)).body).toMatchObject({ papers: [], total: 0, pageCount: 0 });
    const tooLong = await call<{ message: string }>('GET', `/api/public/accepted?q=${'a'.repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('The search may be at most 100 characters.');
  });

  it('refuses a page that is not a page number', async () => {
    for (const page of ['0', '-1', 'two', '99999']) {
      const answer = await call<{ message: string }>('GET', `/api/public/accepted?page=${page}`);
      expect(answer.status, page).toBe(400);
      expect(answer.body.message, page).toBe('page is a page number from 1.');
    }
  });
});
