// Fees and the participant's registration, against the running functions: the chair's fee table with its
// GSTIN checked, the public fees without the meeting link, and a registration whose amount the server
// computes from the table (early or late by the day of the first registration, USD abroad, CGST and
// SGST of the venue's state), refused with nothing written when a field, a paper or the calendar says no.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, defaultFeeTable, plannedCalendar, type Calendar, type FeeTable } from '@confsys/domain';
import { db } from '../support/admin';
import { keepConfig } from '../support/config';
import { call, demo, form, loginAs, newAuthor, registrationForm, uniqueEmail } from '../support/emulator';
import { decidePaper, submitManuscript } from '../support/world';

const day = 86_400_000;
const keralaGstin = '32AAAAA0000A1ZB';
const universityGstin = '33AAACW4270N1Z4';

let chair: string;
let restoreConfig: (chair: string) => Promise<number | null>;
let author: { token: string; email: string };
let other: { token: string };
let accepted: string;
let submitted: string;

const table: FeeTable = {
  ...defaultFeeTable,
  usd: defaultFeeTable.categories.map((category) => ({ ...category, inPerson: { early: 15_000, late: 20_000 }, online: { early: 8_000, late: 10_000 } })),
  gstin: universityGstin,
  meetingLink: 'https://meet.example.org/iccs',
  signatory: { name: 'Registrar', designation: 'Organising Secretary' },
};
const saveFees = (json: unknown, token = chair) => call<{ message: string; errors?: Record<string, string> }>('PUT', '/api/admin/fees', { token, json });
const register = (json: Record<string, unknown>, token = author.token) =>
  call<{ message: string; amountDue: number; currency: string; breakdown: Record<string, unknown> }>('POST', '/api/participants/registration', { token, json });
const billing = (overrides: Record<string, unknown> = {}) => ({ name: 'Asha Rao', address: 'CUSAT, Kochi 682022', state: 'Kerala', country: 'India', ...overrides });
const setCalendar = (calendar: unknown) => call('PUT', '/api/admin/calendar', { token: chair, json: calendar });
const stored = async () => (await db.doc(`participants/${await uidOf(author.email)}`).get()).data();

async function uidOf(email: string): Promise<string> {
  return (await db.collection('users').where('email', '==', email).get()).docs[0]!.id;
}

/** A calendar whose early registration ends at `early` and registration at `deadline`. */
function calendarWith(early: number | null, deadline: number): Calendar {
  const base = plannedCalendar(new Date(deadline - 95 * day), 'Asia/Kolkata');
  return { ...base, earlyRegistrationDeadline: early === null ? null : new Date(early).toISOString(), registrationDeadline: new Date(deadline).toISOString() } as Calendar;
}

beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  restoreConfig = await keepConfig(['config/fees']);
  const made = await newAuthor('participant');
  author = { token: made.token, email: made.email };
  other = await newAuthor('otherparticipant');
  accepted = await submitManuscript(author.token);
  submitted = await submitManuscript(author.token);
  await decidePaper(chair, accepted, 'feesreviewer');
  // Submissions have closed; registration is open, the early fees for ten more days.
  expect((await setCalendar(calendarWith(Date.now() + 10 * day, Date.now() + 20 * day))).status).toBe(200);
}, 180_000);

afterAll(async () => {
  await restoreConfig(chair);
});

describe('the fee table', () => {
  it('is the chair\'s to set, whole, with a GSTIN that passes its check, and is audited', async () => {
    expect((await saveFees(table, author.token)).status).toBe(403);
    const cases: Array<[unknown, string]> = [
      [{ ...table, gstin: '33AAACW4270N1Z5' }, 'This GSTIN fails its check character: a character is mistyped.'],
      [{ ...table, gstin: '99AAACW4270N1Z4' }, 'A GSTIN starts with a state code; 99 is none.'],
      [{ ...table, categories: [...table.categories, table.categories[0]] }, 'The fee table has 1 to 20 categories, each ID once.'],
      [{ ...table, categories: [{ ...table.categories[0]!, online: { early: 3500.5, late: 4000 } }] }, 'Amounts are whole numbers in the smallest unit (paise or cents), from 0 to 10,00,00,000.'],
      [{ ...table, usd: table.usd!.slice(1) }, 'The USD column lists the same categories, in the same order.'],
      [{ ...table, meetingLink: 'javascript:alert(1)' }, 'The meeting link must be an https address, or empty.'],
      [{ ...table, sac: '9985' }, 'The SAC code is six digits (998596: events and conventions).'],
    ];
    for (const [body, message] of cases) {
      const refused = await saveFees(body);
      expect(refused.status, message).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    const saved = await saveFees({ ...table, gstin: universityGstin.toLowerCase() });
    expect(saved.status).toBe(200);
    expect((await db.doc('config/fees').get()).data()?.gstin).toBe(universityGstin);
    const audit = await call<{ entries: Array<{ action: string }> }>('GET', '/api/admin/audit?action=settings.fees', { token: chair });
    expect(audit.body.entries.length).toBeGreaterThan(0);
  });

  it('is public without the meeting link, the GSTIN or the signatory', async () => {
    const answer = await call<Record<string, unknown>>('GET', '/api/public/fees');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ fees: { gstRatePercent: 18 }, timeZone: 'Asia/Kolkata' });
    const raw = JSON.stringify(answer.body);
    for (const secret of [table.meetingLink, universityGstin, 'Organising Secretary']) expect(raw).not.toContain(secret);
  });
});

describe('a participant\'s registration', () => {
  it('computes the amount on the server: the early online faculty fee with CGST and SGST, whatever the client sends', async () => {
    const answer = await register({ category: 'faculty', attendance: 'online', paperIds: [accepted], billing: billing({ gstin: keralaGstin }), amountDue: 1, breakdown: { total: 1 } });
    expect(answer.status).toBe(200);
    expect(answer.body.breakdown).toEqual({ currency: 'INR', rate: 'early', taxable: 350_000, cgst: 31_500, sgst: 31_500, total: 413_000, category: 'Faculty' });
    expect(answer.body.message).toBe(Messages.participantRegistered('₹4,130.00'));
    const me = await call<{ registration: Record<string, unknown> | null; meetingLink: string | null }>('GET', '/api/participants/me', { token: author.token });
    expect(me.body.registration).toMatchObject({ category: 'faculty', attendance: 'online', paperIds: [accepted], billing: { gstin: keralaGstin, state: 'Kerala' } });
    expect(me.body.meetingLink).toBeNull();
  });

  it('refuses what is wrong, and writes nothing', async () => {
    const before = await stored();
    const cases: Array<[Record<string, unknown>, number, string | RegExp, string?]> = [
      [{ category: 'faculty', attendance: 'online', paperIds: [], billing: billing({ gstin: '32AAAAA0000A1ZC' }) }, 400, 'This GSTIN fails its check character: a character is mistyped.'],
      [{ category: 'faculty', attendance: 'online', paperIds: [], billing: billing({ gstin: universityGstin }) }, 400, Messages.gstinOtherState('Tamil Nadu', 'Kerala')],
      [{ category: 'faculty', attendance: 'online', paperIds: [], billing: billing({ state: 'Atlantis' }) }, 400, Messages.unknownState],
      [{ category: 'emeritus', attendance: 'online', paperIds: [], billing: billing() }, 400, Messages.unknownCategory('student, faculty, industry')],
      [{ category: 'faculty', attendance: 'hybrid', paperIds: [], billing: billing() }, 400, "attendance is 'in-person' or 'online'."],
      [{ category: 'faculty', attendance: 'online', paperIds: [submitted], billing: billing() }, 409, Messages.notAcceptedPaper(submitted)],
      [{ category: 'faculty', attendance: 'online', paperIds: ['ICCS25-0000'], billing: billing() }, 404, Messages.paperNotFound('ICCS25-0000')],
      [{ category: 'faculty', attendance: 'online', paperIds: [], billing: billing(), hostelNights: 2.5 }, 400, 'Hostel nights are a whole number from 0 to 10.'],
    ];
    for (const [body, status, message] of cases) {
      const refused = await register(body);
      expect(refused.status, JSON.stringify(body)).toBe(status);
      expect(refused.body.message).toEqual(message);
    }
    const foreign = await register({ category: 'faculty', attendance: 'online', paperIds: [accepted], billing: billing() }, other.token);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(Messages.notYourPaper);
    expect(await stored()).toEqual(before);
  });

  it('keeps the rate of the day of the first registration, and charges in USD from abroad', async () => {
    // The early fees end now: after the first registration, before this change of it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await setCalendar(calendarWith(Date.now() - 500, Date.now() + 20 * day))).status).toBe(200);
    const changed = await register({ category: 'student', attendance: 'in-person', paperIds: [accepted], billing: billing(), hostelNights: 2 });
    expect(changed.body.breakdown).toMatchObject({ rate: 'early', taxable: 300_000, total: 354_000 });
    const abroad = await newAuthor('abroad');
    const late = await register({ category: 'student', attendance: 'online', paperIds: [], billing: billing({ state: 'Bavaria', country: 'Germany' }) }, abroad.token);
    expect(late.status).toBe(200);
    expect(late.body.breakdown).toEqual({ currency: 'USD', rate: 'late', taxable: 10_000, cgst: 900, sgst: 900, total: 11_800, category: 'Student' });
  });

  it('is recorded from the conference registration form too, with the amount the server computes, or not at all', async () => {
    const refusedEmail = uniqueEmail('formparticipant');
    const refused = await call<{ message: string }>('POST', '/conregister', {
      body: form(registrationForm({ loginEmail: refusedEmail, category: 'faculty', attendance: 'online', billingState: 'Kerala', billingCountry: 'India', billingGstin: universityGstin })),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(Messages.gstinOtherState('Tamil Nadu', 'Kerala'));
    // Nothing half-written: no account, no registration.
    expect((await db.collection('users').where('email', '==', refusedEmail).get()).size).toBe(0);
    expect((await db.collection('registrations').where('email', '==', refusedEmail).get()).size).toBe(0);

    const email = uniqueEmail('formparticipant');
    const registered = await call('POST', '/conregister', {
      body: form(registrationForm({ name: 'Ravi Form', address: 'IIT Madras, Chennai 600036', loginEmail: email, category: 'student', attendance: 'in-person', billingState: 'tamil nadu', billingCountry: 'India', hostelNights: '2', amountDue: '1' })),
    });
    expect(registered.status).toBe(201);
    const participant = (await db.doc(`participants/${await uidOf(email)}`).get()).data();
    expect(participant).toMatchObject({
      category: 'student',
      attendance: 'in-person',
      paperIds: [],
      hostelNights: 2,
      billing: { name: 'Ravi Form', address: 'IIT Madras, Chennai 600036', state: 'Tamil Nadu', country: 'India', gstin: null },
      amount: { currency: 'INR', taxable: expect.any(Number), total: expect.any(Number) },
    });
    expect(participant!.amount.total).toBeGreaterThan(1);
    // Without a category the form is the spec's registration alone.
    const plain = uniqueEmail('formplain');
    expect((await call('POST', '/conregister', { body: form(registrationForm({ loginEmail: plain })) })).status).toBe(201);
    expect((await db.doc(`participants/${await uidOf(plain)}`).get()).exists).toBe(false);
  });

  it('closes at the registration deadline, by the server\'s clock', async () => {
    expect((await setCalendar(calendarWith(null, Date.now() - 1000))).status).toBe(200);
    const closed = await register({ category: 'faculty', attendance: 'online', paperIds: [], billing: billing() });
    expect(closed.status).toBe(403);
    expect(closed.body.message).toMatch(/^Registration closed on /);
  });
});
