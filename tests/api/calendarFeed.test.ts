// A reviewer's private calendar feed, against the running functions and read back by a maintained
// iCalendar parser (ical.js): one event per paper under review at its due date, with a reminder a day
// before, never an author's name; the link is the only credential, shown once, and renewing it ends the old.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, plannedCalendar, type Calendar } from '@confsys/domain';
import { db } from '../support/admin';
import { call, demo, form, fullReview, loginAs, newAuthor } from '../support/emulator';
import { pdfBytes } from '../support/files';
import { authorBlock, manuscriptFields, reviewerAccount, submitManuscript } from '../support/world';

let chair: string;
let original: Calendar | null;
let author: { token: string };
let sam: { email: string; token: string; record: string };
const secretAuthor = authorBlock({ name: 'Zofia Kowalczyk', email: 'zofia.k@example.org', organization: 'Gdansk Institute of Feeds' });

async function reviewer(name: string) {
  const account = await reviewerAccount(name, true);
  const added = await call<{ id: string }>('POST', '/api/admin/addreviewer', {
    token: chair,
    body: form({ name, affiliation: 'Institute of Calendars', email: account.email, researchArea: 'Systems' }, { profile: [await pdfBytes('Profile'), 'cv.pdf'] }),
  });
  expect(added.status).toBe(201);
  return { ...account, record: added.body.id };
}

async function assignedTo(record: string): Promise<string> {
  const paperId = await submitManuscript(author.token, manuscriptFields({ authorsDetails: JSON.stringify([secretAuthor]) }));
  expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: record } })).status).toBe(200);
  return paperId;
}

const newLink = async (token: string) => {
  const answer = await call<{ url: string; message: string }>('POST', '/api/reviewers/calendar-feed', { token });
  expect(answer.status).toBe(201);
  return answer.body.url;
};

async function feed(url: string): Promise<{ status: number; type: string | null; text: string }> {
  const answer = await fetch(url);
  return { status: answer.status, type: answer.headers.get('content-type'), text: await answer.text() };
}

beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  original = (await call<{ calendar: Calendar | null }>('GET', '/api/public/calendar')).body.calendar;
  expect((await call('PUT', '/api/admin/calendar', { token: chair, json: plannedCalendar(new Date(Date.now() + 30 * 86_400_000), 'Asia/Kolkata') })).status).toBe(200);
  author = await newAuthor('zofia');
  sam = await reviewer('Sam Schedule');
}, 120_000);

afterAll(async () => {
  if (original) expect((await call('PUT', '/api/admin/calendar', { token: chair, json: original })).status).toBe(200);
  else await db.doc('config/calendar').delete();
});

describe("a reviewer's calendar feed", () => {
  it('holds one event per paper under review at its due date, with a reminder, and no author', async () => {
    const first = await assignedTo(sam.record);
    const second = await assignedTo(sam.record);
    expect((await call('PUT', `/api/admin/papers/${second}/reviewers/${sam.record}/due`, { token: chair, json: { dueAt: '2031-08-01T23:59:00+05:30' } })).status).toBe(200);
    expect((await call('POST', '/api/reviews/submitReview', { token: sam.token, json: fullReview(first) })).status).toBe(200);

    const url = await newLink(sam.token);
    const answer = await feed(url);
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/calendar/);
    expect(answer.text).not.toContain(secretAuthor.name);
    expect(answer.text).not.toContain(secretAuthor.email);
    expect(answer.text).not.toContain(secretAuthor.organization);

    const calendar = new ICAL.Component(ICAL.parse(answer.text));
    expect(calendar.name).toBe('vcalendar');
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    const byPaper = new Map(events.map((event) => [event.summary.split(': ')[1]?.split(' ')[0], event]));
    expect(byPaper.get(second)?.endDate.toJSDate().toISOString()).toBe('2031-08-01T18:29:00.000Z');
    expect(byPaper.get(second)?.summary).toMatch(/^Review due: /);
    expect(byPaper.get(second)?.component.getAllSubcomponents('valarm')).toHaveLength(1);
    const calendarDue = (await call<{ calendar: Calendar }>('GET', '/api/public/calendar')).body.calendar.reviewDeadline;
    expect(byPaper.get(first)?.endDate.toJSDate().toISOString()).toBe(new Date(calendarDue).toISOString());
    expect(byPaper.get(first)?.summary).toMatch(/^Review submitted: /);

    const shown = await call<{ feed: { createdAt: string } | null }>('GET', '/api/reviewers/calendar-feed', { token: sam.token });
    expect(shown.body.feed?.createdAt).toEqual(expect.any(String));
    expect(JSON.stringify(shown.body)).not.toContain(url.split('/')[5]);
  });

  it('stops answering an old link once a new one is made, and shows no one else their papers', async () => {
    const old = await newLink(sam.token);
    expect((await feed(old)).status).toBe(200);
    const renewed = await newLink(sam.token);
    const gone = await feed(old);
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.text)).toEqual({ message: Messages.calendarFeedNotFound });
    expect((await feed(renewed)).status).toBe(200);

    const other = await reviewer('Olga Other');
    const theirs = await feed(await newLink(other.token));
    expect(new ICAL.Component(ICAL.parse(theirs.text)).getAllSubcomponents('vevent')).toHaveLength(0);
    expect((await db.collection('calendarFeeds').where('uid', '==', (await db.collection('users').where('email', '==', sam.email).get()).docs[0]!.id).get()).size).toBe(1);
  });

  it('is refused to a reviewer who has not verified the email address', async () => {
    const unverified = await reviewerAccount('uma', false);
    const answer = await call<{ message: string }>('POST', '/api/reviewers/calendar-feed', { token: unverified.token });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(Messages.verifyEmailFirst);
  });
});
