// The public list of accepted papers, against the running functions: nothing before the notification
// date, whatever the statuses say; from it, the accepted and published papers with their authors'
// names, affiliations and countries, never an address or a phone number; never a rejected, withdrawn
// or undecided paper.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannedCalendar, type Calendar } from '@confsys/domain';
import { call, demo, form, fullReview, loginAs, newAuthor } from '../support/emulator';
import { pdfBytes } from '../support/files';
import { acceptPaper, authorBlock, manuscriptFields, reviewerAccount, reviewerRecordFields, submitManuscript } from '../support/world';

const day = 86_400_000;
const stamp = Date.now();
const author = authorBlock({ name: 'Nandini Accepted', organization: 'Kongu Engineering College', country: 'India', phone: '9000011111' });

let chair: string;
let original: Calendar | null;
let accepted: string;
let rejected: string;
let submitted: string;
let withdrawn: string;

type Answer = { papers: Array<{ paperId: string; title: string; authors: Array<Record<string, string>> }>; from: string; open: boolean; timeZone: string };
const list = () => call<Answer>('GET', '/api/public/accepted');
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
  await acceptPaper(chair, accepted, 'acceptedlista');
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
  });

  it('from the notification date, lists the accepted papers with what the proceedings print, and nothing else', async () => {
    expect((await call('PUT', '/api/admin/calendar', { token: chair, json: calendarNotifying(Date.now() - 2 * day) })).status).toBe(200);
    const answer = await list();
    expect(answer.body.open).toBe(true);
    const ids = answer.body.papers.map((paper) => paper.paperId);
    expect(ids).toContain(accepted);
    for (const absent of [rejected, submitted, withdrawn]) expect(ids).not.toContain(absent);
    expect([...ids].sort((a, b) => a.localeCompare(b))).toEqual(ids);
    const ours = answer.body.papers.find((paper) => paper.paperId === accepted)!;
    expect(ours).toEqual({ paperId: accepted, title: `Accepted on the list ${stamp}`, authors: [{ name: 'Nandini Accepted', affiliation: 'Kongu Engineering College', country: 'India' }] });
    const raw = JSON.stringify(answer.body);
    expect(raw).not.toContain('9000011111');
    expect(raw).not.toMatch(/@/);
  });
});
