// The conference calendar through the API: the chair sets it whole (refused with the field named when a
// date is not a date, a zone is unknown, the grace is out of range or two dates are out of order, and
// then nothing is written), everyone reads it, each change is in the history and the audit log, and the
// server closes submissions at the deadline plus the grace period by its own clock, naming the deadline
// in the conference's zone. The calendar the suite started with is put back afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, type Calendar } from '@confsys/domain';
import { call, demo, form, loginAs, newAuthor } from '../support/emulator';
import { pdfBytes } from '../support/files';
import { manuscriptFields } from '../support/world';
import { db } from '../support/admin';

let admin: string;
let author: string;
let original: Calendar | null;

const day = 24 * 60 * 60_000;

/** A calendar whose submission deadline is `deadline` (ms since the epoch), the rest in order after it. */
function calendarAt(deadline: number, overrides: Partial<Calendar> = {}): Calendar {
  const at = (offset: number) => new Date(deadline + offset).toISOString();
  return {
    timeZone: 'Asia/Kolkata',
    abstractDeadline: null,
    submissionDeadline: at(0),
    graceMinutes: 0,
    reviewDeadline: at(20 * day),
    notificationDate: at(30 * day),
    cameraReadyDeadline: at(45 * day),
    registrationDeadline: at(55 * day),
    conferenceStart: at(80 * day),
    conferenceEnd: at(81 * day),
    ...overrides,
  };
}

async function setCalendar(calendar: unknown) {
  return call<{ message: string; errors?: Record<string, string>; calendar?: Calendar }>('PUT', '/api/admin/calendar', { token: admin, json: calendar });
}

async function submit(token = author) {
  return call<{ message: string; paperId?: string }>('POST', '/api/authors/submit', {
    token,
    body: form(manuscriptFields(), { file: [await pdfBytes(), 'paper.pdf', 'application/pdf'] }),
  });
}

beforeAll(async () => {
  admin = await loginAs('admin', demo.admin.username, demo.admin.password);
  author = (await newAuthor('deadline')).token;
  original = (await call<{ calendar: Calendar | null }>('GET', '/api/public/calendar')).body.calendar;
});

afterAll(async () => {
  if (original) expect((await setCalendar(original)).status).toBe(200);
  else await db.doc('config/calendar').delete();
});

describe('setting the calendar', () => {
  it('stores the dates as instants, answers them to everyone, and records who changed what', async () => {
    const calendar = calendarAt(Date.parse('2031-06-30T18:29:00Z'), { timeZone: 'Europe/Berlin', graceMinutes: 15 });
    const saved = await setCalendar({ ...calendar, submissionDeadline: '2031-06-30T20:29:00+02:00' });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(Messages.calendarSaved);
    const read = await call<{ calendar: Calendar }>('GET', '/api/public/calendar');
    expect(read.body.calendar).toEqual({ ...calendar, submissionDeadline: '2031-06-30T18:29:00.000Z' });
    expect(read.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');

    const history = await call<{ changes: Array<{ by: string; after: Calendar }> }>('GET', '/api/admin/calendar/history', { token: admin });
    expect(history.body.changes[0]).toMatchObject({ by: demo.admin.email, after: { timeZone: 'Europe/Berlin', graceMinutes: 15 } });
    const audit = await call<{ entries: Array<{ action: string; target: string; actor: { email: string }; after: Calendar }> }>('GET', '/api/admin/audit?action=calendar.update&pageSize=1', { token: admin });
    expect(audit.body.entries).toHaveLength(1);
    expect(audit.body.entries[0]).toMatchObject({ action: 'calendar.update', target: 'calendar', actor: { email: demo.admin.email }, after: { timeZone: 'Europe/Berlin' } });

    // The same calendar again changes nothing and records nothing.
    const again = await setCalendar(calendar);
    expect(again.body.message).toBe(Messages.calendarUnchanged);
    const after = await call<{ changes: unknown[] }>('GET', '/api/admin/calendar/history', { token: admin });
    expect(after.body.changes.length).toBe(history.body.changes.length);
  });

  it.each([
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone'],
    ['an abbreviation for a zone', { timeZone: 'IST' }, 'timeZone'],
    ['a grace period below 0', { graceMinutes: -5 }, 'graceMinutes'],
    ['a grace period above 1,440 minutes', { graceMinutes: 1441 }, 'graceMinutes'],
    ['a date that is not a date', { reviewDeadline: 'next Tuesday' }, 'reviewDeadline'],
    ['31 June', { reviewDeadline: '2031-06-31T10:00:00Z' }, 'reviewDeadline'],
    ['a review deadline before the submission deadline', { reviewDeadline: '2031-06-01T00:00:00Z' }, 'reviewDeadline'],
    ['a conference that ends before it starts', { conferenceEnd: '2031-09-01T00:00:00Z' }, 'conferenceEnd'],
  ])('refuses %s with a 400 naming the field, and writes nothing', async (_name, change, field) => {
    const before = (await call<{ calendar: Calendar }>('GET', '/api/public/calendar')).body.calendar;
    const refused = await setCalendar({ ...calendarAt(Date.parse('2031-06-30T18:29:00Z')), ...change });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors ?? {})).toEqual([field]);
    expect(refused.body.message).toBe(refused.body.errors![field]);
    expect((await call<{ calendar: Calendar }>('GET', '/api/public/calendar')).body.calendar).toEqual(before);
  });

  it('is the chair’s alone to change, and the history and audit log are the chair’s to read', async () => {
    expect((await call('PUT', '/api/admin/calendar', { token: author, json: calendarAt(Date.now()) })).status).toBe(403);
    expect((await call('PUT', '/api/admin/calendar', { json: calendarAt(Date.now()) })).status).toBe(401);
    expect((await call('GET', '/api/admin/calendar/history', { token: author })).status).toBe(403);
    expect((await call('GET', '/api/admin/audit', { token: author })).status).toBe(403);
  });
});

describe('the submission deadline, by the server’s clock', () => {
  it('accepts a submission a few seconds before the deadline', async () => {
    expect((await setCalendar(calendarAt(Date.now() + 30_000))).status).toBe(200);
    const answer = await submit();
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });

  it('refuses one a second after the deadline with no grace, naming the deadline in the conference’s zone', async () => {
    const deadline = Date.now() - 1000;
    expect((await setCalendar(calendarAt(deadline))).status).toBe(200);
    const answer = await submit();
    expect(answer.status).toBe(403);
    const named = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(deadline);
    expect(answer.body.message).toMatch(new RegExp(`^Submissions closed on \\d{1,2} [A-Z][a-z]{2} \\d{4} at ${named} IST\\.$`));
  });

  it('accepts one within the grace period, and refuses one a second after it', async () => {
    // Deadline passed a minute ago, grace of 2 minutes: still open.
    expect((await setCalendar(calendarAt(Date.now() - 60_000, { graceMinutes: 2 }))).status).toBe(200);
    expect((await submit()).status).toBe(201);
    // Deadline plus grace passed a second ago: closed.
    expect((await setCalendar(calendarAt(Date.now() - 2 * 60_000 - 1000, { graceMinutes: 2 }))).status).toBe(200);
    expect((await submit()).status).toBe(403);
  });

  it('names the deadline across a daylight-saving change in the zone it is set in', async () => {
    // New York: a deadline just after the spring change reads EDT.
    const spring = Date.parse('2026-03-08T07:00:00Z');
    expect((await setCalendar(calendarAt(spring, { timeZone: 'America/New_York' }))).status).toBe(200);
    const refused = await submit();
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Submissions closed on 8 Mar 2026 at 03:00 EDT.');
    // Berlin: the last minute of winter time reads CET.
    const berlin = Date.parse('2026-03-29T00:59:00Z');
    expect((await setCalendar(calendarAt(berlin, { timeZone: 'Europe/Berlin' }))).status).toBe(200);
    expect((await submit()).body.message).toBe('Submissions closed on 29 Mar 2026 at 01:59 CET.');
  });

  it('reopens at once when the chair moves the deadline while authors are submitting', async () => {
    expect((await setCalendar(calendarAt(Date.now() - day))).status).toBe(200);
    const closed = await Promise.all([submit(), submit()]);
    expect(closed.map((answer) => answer.status)).toEqual([403, 403]);
    expect((await setCalendar(calendarAt(Date.now() + day))).status).toBe(200);
    const open = await Promise.all([submit(), submit()]);
    expect(open.map((answer) => answer.status)).toEqual([201, 201]);
  });
});

describe('the audit log', () => {
  it('pages newest first and filters by action and target', async () => {
    const first = await call<{ entries: Array<{ id: string; at: string }>; next: string | null }>('GET', '/api/admin/audit?pageSize=2', { token: admin });
    expect(first.status).toBe(200);
    expect(first.body.entries).toHaveLength(2);
    expect(first.body.entries[0]!.at >= first.body.entries[1]!.at).toBe(true);
    expect(first.body.next).toBe(first.body.entries[1]!.id);
    const second = await call<{ entries: Array<{ id: string; at: string }> }>('GET', `/api/admin/audit?pageSize=2&page=${first.body.next}`, { token: admin });
    expect(second.body.entries[0]!.id < first.body.entries[1]!.id).toBe(true);
    const byTarget = await call<{ entries: Array<{ target: string }> }>('GET', '/api/admin/audit?target=calendar', { token: admin });
    expect(byTarget.body.entries.length).toBeGreaterThan(0);
    expect(byTarget.body.entries.every((entry) => entry.target === 'calendar')).toBe(true);
    expect((await call<{ entries: unknown[] }>('GET', '/api/admin/audit?target=paper:none', { token: admin })).body.entries).toEqual([]);
  });

  it('refuses an unknown action, a cursor that is not one, and a page too large', async () => {
    expect((await call('GET', '/api/admin/audit?action=delete.everything', { token: admin })).status).toBe(400);
    expect((await call('GET', '/api/admin/audit?page=../x', { token: admin })).status).toBe(400);
    expect((await call('GET', '/api/admin/audit?page=9999999999999-abcdefgh', { token: admin })).status).toBe(400);
    expect((await call('GET', '/api/admin/audit?pageSize=101', { token: admin })).status).toBe(400);
  });
});

describe('extensions', () => {
  let late: { email: string; token: string };

  beforeAll(async () => {
    late = await newAuthor('extended');
  });

  it('lets the author it names submit after the deadline until it ends, and nobody else; revoked, the deadline applies again', async () => {
    expect((await setCalendar(calendarAt(Date.now() - 60_000))).status).toBe(200);
    expect((await submit(late.token)).status).toBe(403);
    const granted = await call<{ message: string; extension: { id: string; until: string; authorEmail: string; kind: string } }>('POST', '/api/admin/extensions', {
      token: admin,
      json: { authorEmail: late.email.toUpperCase(), until: new Date(Date.now() + 60 * 60_000).toISOString(), reason: 'The campus was closed by floods.' },
    });
    expect(granted.status).toBe(200);
    expect(granted.body.extension).toMatchObject({ kind: 'author', authorEmail: late.email.toLowerCase() });
    expect(granted.body.message).toMatch(/^Extension granted until \d{1,2} [A-Z][a-z]{2} \d{4} at \d{2}:\d{2} IST\.$/);
    expect((await submit(late.token)).status).toBe(201);
    expect((await submit(author)).status).toBe(403);

    const listed = await call<{ extensions: Array<{ id: string }> }>('GET', '/api/admin/extensions', { token: admin });
    expect(listed.body.extensions.map((extension) => extension.id)).toContain(granted.body.extension.id);
    const audit = await call<{ entries: Array<{ action: string; reason: string | null; target: string }> }>('GET', `/api/admin/audit?action=extension.grant&target=${encodeURIComponent(`author:${late.email.toLowerCase()}`)}`, { token: admin });
    expect(audit.body.entries[0]).toMatchObject({ action: 'extension.grant', reason: 'The campus was closed by floods.' });

    expect((await call('DELETE', `/api/admin/extensions/${granted.body.extension.id}`, { token: admin })).status).toBe(200);
    expect((await submit(late.token)).status).toBe(403);
    expect((await call('DELETE', `/api/admin/extensions/${granted.body.extension.id}`, { token: admin })).status).toBe(404);
    const revoked = await call<{ entries: Array<{ action: string; after: unknown }> }>('GET', '/api/admin/audit?action=extension.revoke&pageSize=1', { token: admin });
    expect(revoked.body.entries[0]).toMatchObject({ action: 'extension.revoke', after: null });
  });

  it('says when the author’s extension ended, a second after it did', async () => {
    expect((await setCalendar(calendarAt(Date.now() - 60_000))).status).toBe(200);
    const granted = await call<{ extension: { until: string } }>('POST', '/api/admin/extensions', {
      token: admin,
      json: { authorEmail: late.email, until: new Date(Date.now() + 1500).toISOString(), reason: 'A short one.' },
    });
    expect(granted.status).toBe(200);
    await new Promise((done) => setTimeout(done, 2500));
    const refused = await submit(late.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^Submissions closed on .* IST\. Your extension ended on .* IST\.$/);
  });

  it('refuses a paper that is rejected, and one that does not exist, writing nothing', async () => {
    expect((await setCalendar(calendarAt(Date.now() + day))).status).toBe(200);
    const paperId = (await submit()).body.paperId!;
    const docs = [db.doc(`papers/${paperId}`), db.doc(`manuscripts/${paperId}`), db.doc(`paperIndex/${paperId}`)];
    await Promise.all(docs.map((doc) => doc.update({ status: 'Rejected' })));
    try {
      const decided = await call<{ message: string; errors: Record<string, string> }>('POST', '/api/admin/extensions', { token: admin, json: { paperId, until: '2031-01-01T00:00:00Z', reason: 'Late' } });
      expect(decided.status).toBe(400);
      expect(decided.body.errors).toEqual({ paperId: `Paper ${paperId} is already decided (Rejected): its deadline cannot be extended.` });
    } finally {
      await Promise.all(docs.map((doc) => doc.update({ status: 'submitted' })));
    }
    expect((await db.doc(`extensions/paper-${paperId}`).get()).exists).toBe(false);
    expect((await call('POST', '/api/admin/extensions', { token: admin, json: { paperId: 'ICCS25-0000', until: '2031-01-01T00:00:00Z', reason: 'Late' } })).status).toBe(404);
    const paper = await call<{ extension: { id: string; kind: string; authorUid: string } }>('POST', '/api/admin/extensions', { token: admin, json: { paperId, until: '2031-01-01T00:00:00Z', reason: 'Late' } });
    expect(paper.status).toBe(200);
    expect(paper.body.extension).toMatchObject({ id: `paper-${paperId}`, kind: 'paper' });
    expect((await call('DELETE', `/api/admin/extensions/paper-${paperId}`, { token: admin })).status).toBe(200);
  });
});

