// The programme, against the running functions: the chair's sessions with accepted papers (each in one
// session, no two sessions at once in a room), the public programme with the papers' authors, and its
// iCalendar files read back by a parser (ical.js): the conference's time zone, UIDs that stay, and a
// sequence that grows when a session moves. The presenting authors hear of a new time.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, type ProgrammeDoc } from '@confsys/domain';
import { checkInvariants } from '../../functions/src/lib/invariants';
import { db } from '../support/admin';
import { call, demo, loginAs, newAuthor } from '../support/emulator';
import { mailTo } from '../support/mail';
import { decidePaper, manuscriptFields, submitManuscript } from '../support/world';
import { volumeSettingsRestored } from '../support/config';

let chair: string;
let original: ProgrammeDoc | undefined;
let author: { token: string; email: string };
let accepted: string;
let other: string;
let submitted: string;
const title = `Edge inference on solar-powered sensors ${Date.now()}`;

const save = (sessions: unknown[], token = chair) => call<{ message: string; errors?: Record<string, string> }>('PUT', '/api/admin/programme', { token, json: { sessions } });
const session = (overrides: Record<string, unknown> = {}) => ({
  id: 'ml-1',
  kind: 'session',
  title: 'Machine learning I',
  room: 'Seminar hall 1',
  online: true,
  start: '2025-09-18T10:00:00+05:30',
  end: '2025-09-18T11:30:00+05:30',
  chair: 'Dr. A. Ramesh',
  paperIds: [] as string[],
  ...overrides,
});
const keynote = { id: 'opening', kind: 'keynote', title: 'Opening keynote', room: 'Main hall', online: true, start: '2025-09-18T09:00:00+05:30', end: '2025-09-18T10:00:00+05:30', chair: 'Prof. R. Venkatesan', paperIds: [] };

async function calendarFile(path: string): Promise<{ status: number; type: string; component: ICAL.Component | null; text: string }> {
  const response = await fetch(`http://127.0.0.1:5000${path}`);
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type') ?? '', component: response.ok ? new ICAL.Component(ICAL.parse(text)) : null, text };
}

/** A time as a clock in that zone reads it: "06:30". */
const clock = (date: Date, timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);

beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  original = (await db.doc('config/programme').get()).data() as ProgrammeDoc | undefined;
  const made = await newAuthor('presenter');
  author = { token: made.token, email: made.email };
  accepted = await submitManuscript(author.token, manuscriptFields({ title }));
  other = await submitManuscript(author.token);
  submitted = await submitManuscript(author.token);
  await decidePaper(chair, accepted, 'programmea');
  await decidePaper(chair, other, 'programmeb');
}, 180_000);

afterAll(async () => {
  if (original) await db.doc('config/programme').set(original);
  else await db.doc('config/programme').delete();
  await volumeSettingsRestored();
});

describe("the chair's programme", () => {
  it('refuses what cannot be a programme, and writes nothing', async () => {
    const before = (await db.doc('config/programme').get()).data();
    const cases: Array<[unknown[], number, string]> = [
      [[session({ paperIds: [accepted] }), session({ id: 'ml-2', room: 'Seminar hall 2', paperIds: [accepted] })], 400, `${accepted} is in "Machine learning I" and in "Machine learning I": a paper is in one session.`],
      [[session(), session({ id: 'ml-2', title: 'Machine learning II', start: '2025-09-18T11:00:00+05:30', end: '2025-09-18T12:00:00+05:30' })], 400, '"Machine learning II" and "Machine learning I" overlap in Seminar hall 1.'],
      [[session({ end: '2025-09-18T09:00:00+05:30' })], 400, '"Machine learning I" must end after it starts.'],
      [[session({ start: '2025-09-18 10:00' })], 400, "The session's start must be a date and time with its offset (ISO 8601, e.g. 2025-09-18T10:00:00+05:30)."],
      [[{ ...keynote, paperIds: [accepted] }], 400, 'Papers are placed in paper sessions; "Opening keynote" is a keynote.'],
      [[session({ room: '', online: false })], 400, '"Machine learning I" needs a room, or to be online.'],
      [[session(), session()], 400, 'Two sessions have the ID ml-1.'],
      [[session({ paperIds: [submitted] })], 409, Messages.notAcceptedPaper(submitted)],
      [[session({ paperIds: ['ICCS25-0000'] })], 404, Messages.paperNotFound('ICCS25-0000')],
    ];
    for (const [sessions, status, message] of cases) {
      const refused = await save(sessions);
      expect(refused.status, message).toBe(status);
      expect(refused.body.message).toBe(message);
    }
    expect((await save([session()], author.token)).status).toBe(403);
    expect((await db.doc('config/programme').get()).data()).toEqual(before);
  });

  it('is public in time order with the papers and their authors, and audited', async () => {
    const saved = await save([session({ paperIds: [accepted, other] }), keynote, { id: 'tea', kind: 'break', title: 'Tea', room: 'Foyer', online: false, start: '2025-09-18T11:30:00+05:30', end: '2025-09-18T12:00:00+05:30', chair: '', paperIds: [] }]);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(Messages.programmeSaved);
    const programme = await call<{ timeZone: string; sessions: Array<{ id: string; start: string; papers: Array<{ paperId: string; title: string; authors: string[] }> }> }>('GET', '/api/public/programme');
    expect(programme.status).toBe(200);
    expect(programme.body.sessions.map((entry) => entry.id)).toEqual(['opening', 'ml-1', 'tea']);
    const ml = programme.body.sessions[1]!;
    expect(ml.start).toBe('2025-09-18T04:30:00.000Z');
    expect(ml.papers.map((paper) => paper.paperId)).toEqual([accepted, other]);
    expect(ml.papers[0]).toMatchObject({ title, authors: [expect.any(String)] });
    const audit = await call<{ entries: Array<{ action: string }> }>('GET', '/api/admin/audit?action=settings.programme', { token: chair });
    expect(audit.body.entries.length).toBeGreaterThan(0);
    const violations = (await checkInvariants({ settleMs: 2_000 })).filter((violation) => /session/.test(violation.invariant));
    expect(violations).toEqual([]);
  });

  it('tells the presenting authors when and where they present', async () => {
    await expect.poll(async () => (await mailTo(author.email, `presentation of paper ${accepted}`)).length, { timeout: 30_000 }).toBe(1);
    const mail = (await mailTo(author.email, `presentation of paper ${accepted}`))[0]!;
    expect(mail.text).toContain('18 Sep 2025, 10:00 IST to 11:30 IST');
    expect(mail.text).toContain('Seminar hall 1 and online');
  });
});

describe('the calendar files', () => {
  let uid: string;

  it('read back by a parser: the time zone, a stable UID, the right instants in Kolkata and in Berlin', async () => {
    const whole = await calendarFile('/api/public/programme.ics');
    expect(whole.status).toBe(200);
    expect(whole.type).toContain('text/calendar');
    const calendar = whole.component!;
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata');
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.summary)).toEqual(['Opening keynote', 'Machine learning I', 'Tea']);
    const ml = events[1]!;
    expect(ml.startDate.zone?.tzid).toBe('Asia/Kolkata');
    const start = ml.startDate.toJSDate();
    expect(start.toISOString()).toBe('2025-09-18T04:30:00.000Z');
    expect(clock(start, 'Asia/Kolkata')).toBe('10:00');
    expect(clock(start, 'Europe/Berlin')).toBe('06:30');
    expect(ml.location).toBe('Seminar hall 1 and Online');
    expect(ml.description).toContain(title);
    uid = ml.uid;

    const one = await calendarFile('/api/public/programme/sessions/ml-1.ics');
    const single = one.component!.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(single).toHaveLength(1);
    expect(single[0]!.uid).toBe(uid);
    expect((await calendarFile('/api/public/programme/sessions/no-such-session.ics')).status).toBe(404);
  });

  it('replace the earlier event when a session moves: the same UID, a higher sequence; the authors are told', async () => {
    const sequenceOf = async (id: string) => {
      const file = await calendarFile(`/api/public/programme/sessions/${id}.ics`);
      return new ICAL.Event(file.component!.getFirstSubcomponent('vevent')!);
    };
    const before = await sequenceOf('ml-1');
    const keynoteBefore = await sequenceOf('opening');
    expect((await save([session({ paperIds: [accepted, other], start: '2025-09-18T14:00:00+05:30', end: '2025-09-18T15:30:00+05:30' }), keynote])).status).toBe(200);
    const after = await sequenceOf('ml-1');
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBe(before.sequence + 1);
    expect(clock(after.startDate.toJSDate(), 'Europe/Berlin')).toBe('10:30');
    // An unchanged session keeps its sequence.
    expect((await sequenceOf('opening')).sequence).toBe(keynoteBefore.sequence);
    await expect.poll(async () => (await mailTo(author.email, `presentation of paper ${accepted}`)).length, { timeout: 30_000 }).toBe(2);
    const moved = (await mailTo(author.email, `presentation of paper ${accepted}`)).find((message) => message.text.includes('14:00 IST'));
    expect(moved).toBeDefined();
  });
});
