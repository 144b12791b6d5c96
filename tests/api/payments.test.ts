// Payments the treasurer verifies, against the running functions and the MailDev inbox: a registered
// participant records a UPI payment with its UTR and receipt; a reused UTR is refused across the
// conference; the treasurer finds it (by state, name, paper, UTR), verifies it, and the participant
// receives the tax invoice with every particular of CGST Rule 46 and the meeting link. Fifty
// verifications at once are all accepted with fifty distinct, consecutive numbers. A rejection frees the reference;
// a credit note refers to the original; Publish waits for a verified registration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, builtEdition, defaultFeeTable, financialYearOf, plannedCalendar, type FeeTable } from '@confsys/domain';
import { checkInvariants } from '../../functions/src/lib/invariants';
import { FieldValue } from 'firebase-admin/firestore';
import { verifyPayments } from '../../functions/src/lib/payments/verify';
import { db } from '../support/admin';
import { keepConfig } from '../support/config';
import { call, demo, form, loginAs, newAuthor, siteUrl } from '../support/emulator';
import { fakePdfBytes, pdfText, pngBytes } from '../support/files';
import { attachmentBytes, onlyMailTo } from '../support/mail';
import { acceptedPaper } from '../support/world';

const day = 86_400_000;
const universityGstin = '33AAACW4270N1Z4';
const keralaGstin = '32AAAAA0000A1ZB';
const meetingLink = 'https://meet.example.org/iccs-payments';

let chair: string;
let restoreConfig: (chair: string) => Promise<number | null>;
let payer: { token: string; email: string };
let second: { token: string; email: string };
let paperId: string;
let waiting: { token: string; email: string; paperId: string };
/** A UTR no earlier run used: 12 digits. */
let sequence = 0;
const utr = () => String(Date.now()).slice(-8) + String(++sequence).padStart(4, '0');

const table: FeeTable = {
  ...defaultFeeTable,
  gstin: universityGstin,
  meetingLink,
  signatory: { name: 'Dr. P. Lakshmi', designation: 'Organising Secretary', image: `data:image/png;base64,${Buffer.from(pngBytes).toString('base64')}` },
};
const billing = { name: 'Asha Rao', address: 'CUSAT, Kochi 682022', state: 'Kerala', country: 'India', gstin: keralaGstin };
const register = (token: string, overrides: Record<string, unknown> = {}) =>
  call<{ amountDue: number }>('POST', '/api/participants/registration', { token, json: { category: 'faculty', attendance: 'online', paperIds: [], billing, ...overrides } });
const pay = async (token: string, fields: Record<string, string>, receipt: [Uint8Array, string, string?] | null = [pngBytes, 'upi.png', 'image/png']) =>
  call<{ id: string; state: string; message: string; errors?: Record<string, string> }>('POST', '/api/participants/payments', {
    token,
    body: form({ amount: '413000', date: '2025-08-14', ...fields }, receipt ? { receipt } : {}),
  });
const me = (token: string) =>
  call<{ meetingLink: string | null; payments: Array<{ id: string; state: string; receiptNumber: string | null; reason: string | null; invoiceUrl: string }> }>('GET', '/api/participants/me', { token });
const verify = (id: string, token = chair) => call<{ receiptNumber: string; message: string }>('POST', `/api/admin/payments/${id}/verify`, { token });
const list = (query: string) => call<{ payments: Array<{ id: string; state: string; declared: number; due: { total: number } }>; next: string | null; total: number }>('GET', `/api/admin/payments?${query}`, { token: chair });
async function fetchBytes(path: string, token: string): Promise<{ status: number; bytes: Buffer; type: string }> {
  const response = await fetch(siteUrl + path, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') ?? '' };
}
const setCalendar = (calendar: unknown) => call('PUT', '/api/admin/calendar', { token: chair, json: calendar });

beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  restoreConfig = await keepConfig(['config/fees']);
  const made = await newAuthor('payer');
  payer = { token: made.token, email: made.email };
  const other = await newAuthor('secondpayer');
  second = { token: other.token, email: other.email };
  paperId = await acceptedPaper(chair, payer.token, 'paya');
  const waitingAuthor = await newAuthor('publishwait');
  waiting = { token: waitingAuthor.token, email: waitingAuthor.email, paperId: await acceptedPaper(chair, waitingAuthor.token, 'payb') };
  // Registration open for twenty more days, the late fees only.
  const base = plannedCalendar(new Date(Date.now() - 75 * day), 'Asia/Kolkata');
  const calendar = { ...base, earlyRegistrationDeadline: null, biddingOpen: null, biddingClose: null, responseOpen: null, responseClose: null, registrationDeadline: new Date(Date.now() + 20 * day).toISOString() };
  expect((await setCalendar(calendar)).status).toBe(200);
  expect((await call('PUT', '/api/admin/fees', { token: chair, json: table })).status).toBe(200);
}, 180_000);

afterAll(async () => {
  await restoreConfig(chair);
});

describe('recording a payment', () => {
  let reference: string;
  let paymentId: string;

  it('needs a registration first, then records it with the amount the server computed', async () => {
    reference = utr();
    const early = await pay(payer.token, { reference });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(Messages.registerBeforePaying);
    expect((await register(payer.token, { paperIds: [paperId] })).body.amountDue).toBe(472_000);
    // The amount declared is what the payer says; the amount due stays the server's.
    const recorded = await pay(payer.token, { reference: `${reference.slice(0, 4)} ${reference.slice(4, 8)} ${reference.slice(8)}`, amount: '700000' });
    expect(recorded.status).toBe(200);
    expect(recorded.body).toMatchObject({ state: 'recorded', message: Messages.paymentRecorded });
    paymentId = recorded.body.id;
    const mine = await me(payer.token);
    expect(mine.body.payments).toHaveLength(1);
    expect(mine.body.payments[0]).toMatchObject({ id: paymentId, state: 'recorded', receiptNumber: null });
    expect(mine.body.meetingLink).toBeNull();
    // Before verification the document is a payment request, without a number.
    const request = await fetchBytes(mine.body.payments[0]!.invoiceUrl, payer.token);
    expect(request.status).toBe(200);
    const text = await pdfText(request.bytes);
    expect(text).toContain('Payment request');
    expect(text).not.toMatch(/ICCS\/\d\d-\d\d\//);
  });

  it('refuses a reused UTR across the conference, however it is written, and what is malformed, writing nothing', async () => {
    await register(second.token);
    const count = async () => (await db.collection('payments').where('uid', '==', (await db.collection('users').where('email', '==', second.email).get()).docs[0]!.id).get()).size;
    const before = await count();
    for (const written of [reference, `${reference.slice(0, 6)}-${reference.slice(6)}`, ` ${reference} `]) {
      const reused = await pay(second.token, { reference: written });
      expect(reused.status, written).toBe(409);
      expect(reused.body.message).toBe(Messages.referenceUsed);
    }
    const cases: Array<[Record<string, string>, [Uint8Array, string, string?] | null, string]> = [
      [{ reference: 'UTR?' }, [pngBytes, 'r.png'], 'The transaction reference is the UTR or reference your bank or UPI app shows: 6 to 35 letters and digits (a UPI UTR has 12 digits).'],
      [{ reference: utr(), amount: '4130.00' }, [pngBytes, 'r.png'], 'The amount paid is a whole number in the smallest unit (paise or cents), e.g. 413000 for ₹4,130.00.'],
      [{ reference: utr(), amount: '-5' }, [pngBytes, 'r.png'], 'The amount paid is a whole number in the smallest unit (paise or cents), e.g. 413000 for ₹4,130.00.'],
      [{ reference: utr(), date: '2025-02-30' }, [pngBytes, 'r.png'], 'The payment date is a day, YYYY-MM-DD.'],
      [{ reference: utr() }, [fakePdfBytes, 'receipt.pdf', 'application/pdf'], Messages.receiptType],
      [{ reference: utr() }, null, Messages.receiptRequired],
    ];
    for (const [fields, receipt, message] of cases) {
      const refused = await pay(second.token, fields, receipt);
      expect(refused.status, message).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect(await count()).toBe(before);
    // A second payment while one awaits verification is refused too, and so is a change of the registration it pays.
    const again = await pay(payer.token, { reference: utr() });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(Messages.paymentPending);
    const change = await register(payer.token, { attendance: 'in-person', paperIds: [paperId] });
    expect(change.status).toBe(409);
    expect(change.body).toMatchObject({ message: Messages.registrationAwaitsPayment });
  });

  it('is found by the treasurer by state, name, paper and UTR, with the amounts due and declared', async () => {
    for (const query of ['state=recorded', `q=${encodeURIComponent(payer.email)}`, `q=${paperId}`, `q=${reference}`, `q=${encodeURIComponent(reference.slice(0, 4) + ' ' + reference.slice(4))}`]) {
      const page = await list(query);
      expect(page.status, query).toBe(200);
      expect(page.body.payments.find((payment) => payment.id === paymentId), query).toMatchObject({ state: 'recorded', declared: 700_000, due: { total: 472_000 } });
    }
    expect((await list('state=verified')).body.payments.some((payment) => payment.id === paymentId)).toBe(false);
    expect((await list('state=paid')).status).toBe(400);
    expect((await list('page=nosuchpayment')).status).toBe(400);
    expect((await call('GET', '/api/admin/payments', { token: payer.token })).status).toBe(403);
    // The receipt the payer uploaded, for the treasurer's preview; never for another participant.
    const receipt = await fetchBytes(`/api/participants/payments/${paymentId}/receipt`, chair);
    expect(receipt.status).toBe(200);
    expect(receipt.type).toBe('image/png');
    expect(Buffer.compare(receipt.bytes, Buffer.from(pngBytes))).toBe(0);
    expect((await fetchBytes(`/api/participants/payments/${paymentId}/receipt`, second.token)).status).toBe(403);
    expect((await fetchBytes(`/api/participants/payments/${paymentId}/invoice.pdf`, second.token)).status).toBe(403);
  });

  it('is verified once: a tax invoice with every particular of Rule 46, mailed with the meeting link, and audited', async () => {
    expect((await verify(paymentId, payer.token)).status).toBe(403);
    const verified = await verify(paymentId);
    expect(verified.status).toBe(200);
    const number = verified.body.receiptNumber;
    const financialYear = financialYearOf(new Date().toISOString(), 'Asia/Kolkata');
    expect(number).toMatch(new RegExp(`^ICCS/${financialYear}/\\d{4,}$`));
    expect(number.length).toBeLessThanOrEqual(16);
    const twice = await verify(paymentId);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(Messages.paymentDecided('verified'));

    const mine = await me(payer.token);
    expect(mine.body.payments[0]).toMatchObject({ state: 'verified', receiptNumber: number });
    expect(mine.body.meetingLink).toBe(meetingLink);

    const mail = await onlyMailTo(payer.email, `tax invoice ${number}`);
    expect(mail.text).toContain(meetingLink);
    const attached = await attachmentBytes(mail, `${number.replace(/\//g, '-')}.pdf`);
    const invoice = await pdfText(attached);
    for (const particular of [
      'Tax invoice',
      'Western Ghats University',
      `GSTIN: ${universityGstin}`,
      number,
      'Asha Rao',
      'CUSAT, Kochi 682022',
      'Kerala, India',
      keralaGstin,
      'SAC',
      '998596',
      'Registration fee (Faculty, online, late rate)',
      'Taxable value',
      'INR 4,000.00',
      'CGST @ 9%',
      'SGST @ 9%',
      'INR 360.00',
      'INR 4,720.00',
      'Place of supply',
      'Tamil Nadu (33)',
      'Tax payable on reverse charge',
      'Dr. P. Lakshmi',
      'Organising Secretary',
    ]) {
      expect(invoice, particular).toContain(particular);
    }
    // The PDF on request is the same document, the same bytes each time.
    const first = await fetchBytes(mine.body.payments[0]!.invoiceUrl, payer.token);
    const again = await fetchBytes(mine.body.payments[0]!.invoiceUrl, chair);
    expect(Buffer.compare(first.bytes, again.bytes)).toBe(0);
    expect(await pdfText(first.bytes)).toBe(invoice);

    // Newest first: the number, given just after the verification, by the treasurer who verified.
    const audit = await call<{ entries: Array<{ action: string; actor: { email: string }; after: { number?: string; state?: string } }> }>('GET', `/api/admin/audit?target=${encodeURIComponent(`payment:${paymentId}`)}`, { token: chair });
    expect(audit.body.entries.map((entry) => [entry.action, entry.after])).toEqual([
      ['payment.numbered', { number }],
      ['payment.verify', { state: 'verified' }],
    ]);
    expect(new Set(audit.body.entries.map((entry) => entry.actor.email)).size).toBe(1);
    // A confirmed registration no longer changes.
    const change = await register(payer.token, { category: 'student', paperIds: [paperId] });
    expect(change.status).toBe(409);
    expect(change.body).toMatchObject({ message: Messages.registrationConfirmed });
  });

  it('is corrected by a credit note that refers to the original, never by an edit', async () => {
    const before = (await db.doc(`payments/${paymentId}`).get()).data()!;
    const tooMuch = await call('POST', `/api/admin/payments/${paymentId}/credit-note`, { token: chair, json: { amount: 472_001, reason: 'Refund' } });
    expect(tooMuch.status).toBe(400);
    const issued = await call<{ number: string }>('POST', `/api/admin/payments/${paymentId}/credit-note`, { token: chair, json: { amount: 59_000, reason: 'Registered as faculty; the student fee was due.' } });
    expect(issued.status).toBe(200);
    expect(issued.body.number).toMatch(/^ICCN\/\d\d-\d\d\/\d{4,}$/);
    const after = (await db.doc(`payments/${paymentId}`).get()).data()!;
    expect(after.document).toEqual(before.document);
    const text = await pdfText((await fetchBytes(`/api/participants/payments/${paymentId}/invoice.pdf`, payer.token)).bytes);
    expect(text).toContain('Credit note');
    expect(text).toContain(issued.body.number);
    expect(text).toContain(`Tax invoice ${before.document.number}`);
    expect(text).toContain('INR 590.00');
  });
});

describe('a rejected payment', () => {
  it('tells the payer the reason, frees the reference and lets them record again', async () => {
    const reference = utr();
    const recorded = await pay(second.token, { reference, amount: '413000' });
    expect(recorded.status).toBe(200);
    const empty = await call('POST', `/api/admin/payments/${recorded.body.id}/reject`, { token: chair, json: { reason: '   ' } });
    expect(empty.status).toBe(400);
    const reason = 'No transfer with this UTR reached the account on 14 Aug.';
    expect((await call('POST', `/api/admin/payments/${recorded.body.id}/reject`, { token: chair, json: { reason } })).status).toBe(200);
    expect((await verify(recorded.body.id)).status).toBe(409);
    const mail = await onlyMailTo(second.email, 'your payment could not be verified');
    expect(mail.text).toContain(reason);
    const mine = await me(second.token);
    expect(mine.body.payments[0]).toMatchObject({ state: 'rejected', reason, receiptNumber: null });
    expect(mine.body.meetingLink).toBeNull();
    // The same reference, corrected receipt: recorded again.
    const again = await pay(second.token, { reference });
    expect(again.status).toBe(200);
  });
});

describe('verifications at once', () => {
  /** `count` registered participants, each with a recorded payment. */
  async function recordedPayments(count: number, tag: string): Promise<string[]> {
    const ids: string[] = [];
    for (let start = 0; start < count; start += 10) {
      const people = await Promise.all(Array.from({ length: Math.min(10, count - start) }, (_, index) => newAuthor(`${tag}${start + index}`)));
      ids.push(
        ...(await Promise.all(
          people.map(async (person) => {
            expect((await register(person.token, { billing: { ...billing, gstin: undefined } })).status).toBe(200);
            const recorded = await pay(person.token, { reference: utr() });
            expect(recorded.status).toBe(200);
            return recorded.body.id;
          }),
        )),
      );
    }
    return ids;
  }
  const serialOf = (number: string) => Number(number.split('/')[2]);
  const consecutive = (numbers: string[]) => {
    const serials = numbers.map(serialOf).sort((a, b) => a - b);
    expect(new Set(serials).size).toBe(numbers.length);
    expect(serials.at(-1)! - serials[0]!).toBe(numbers.length - 1);
  };

  it('never refuses a payment while the treasurer verifies other people\'s: ten payments recorded during ten verifications', async () => {
    // Ten verifications queue on the financial year's counter for about 30 s here, within the proxy's minute.
    const toVerify = await recordedPayments(10, 'inflightpayer');
    const payers = await Promise.all(Array.from({ length: 10 }, (_, index) => newAuthor(`duringverify${index}`)));
    for (const person of payers) expect((await register(person.token, { billing: { ...billing, gstin: undefined } })).status).toBe(200);
    const [verified, paid] = await Promise.all([
      Promise.all(toVerify.map((id) => verify(id))),
      Promise.all(payers.map((person) => pay(person.token, { reference: utr() }))),
    ]);
    expect(paid.map((answer) => [answer.status, answer.body.message])).toEqual(payers.map(() => [200, Messages.paymentRecorded]));
    expect(verified.map((answer) => answer.status)).toEqual(toVerify.map(() => 200));
    consecutive(verified.map((answer) => answer.body.receiptNumber));
    // Each payer's payment is theirs, recorded once; a second one waits for the first to be decided.
    const again = await pay(payers[0]!.token, { reference: utr() });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(Messages.paymentPending);
  }, 600_000);

  it('through the API: twenty verifications at the same moment are all accepted, numbered consecutively, and each invoice is mailed', async () => {
    const ids = await recordedPayments(20, 'racepayer');
    const sent = Date.now();
    const answers = await Promise.all(ids.map((id) => verify(id)));
    expect(answers.map((answer) => [answer.status, answer.body.message.startsWith('Payment verified')])).toEqual(ids.map(() => [200, true]));
    consecutive(answers.map((answer) => answer.body.receiptNumber));
    const payers = await Promise.all(ids.map(async (id) => (await db.doc(`payments/${id}`).get()).data()!.email as string));
    await Promise.all(payers.map((email, at) => onlyMailTo(email, answers[at]!.body.receiptNumber)));
    expect(Date.now() - sent).toBeLessThan(60_000);
    // Nothing waits for a number any more.
    expect((await db.collection('meta/invoiceQueue/waiting').get()).size).toBe(0);
  }, 300_000);

  it('"Verify selected" verifies the recorded payments listed, numbered in their order, and says why the others were not', async () => {
    const ids = await recordedPayments(6, 'selectedpayer');
    const decided = (await recordedPayments(1, 'decidedpayer'))[0]!;
    expect((await verify(decided)).status).toBe(200);
    const listed = [ids[3]!, decided, ids[0]!, 'nosuchpayment', ids[5]!, ids[1]!, ids[4]!, ids[2]!, ids[0]!];
    type Batch = { verified: number; results: Array<{ paymentId: string; receiptNumber: string | null; message: string }>; message: string };
    const selected = (paymentIds: unknown, token = chair) => call<Batch>('POST', '/api/admin/payments/verify', { token, json: { paymentIds } });
    expect((await selected(ids, payer.token)).status).toBe(403);
    const answer = await selected(listed);
    expect(answer.status).toBe(200);
    expect(answer.body.verified).toBe(6);
    expect(answer.body.message).toBe('6 payments verified, 2 not verified (see the reasons).');
    // Each payment once, in the order listed; the repeated ID is answered once.
    expect(answer.body.results.map((result) => result.paymentId)).toEqual([ids[3], decided, ids[0], 'nosuchpayment', ids[5], ids[1], ids[4], ids[2]]);
    expect(answer.body.results[1]).toEqual({ paymentId: decided, verified: false, receiptNumber: null, message: 'This payment is verified already.' });
    expect(answer.body.results[3]).toEqual({ paymentId: 'nosuchpayment', verified: false, receiptNumber: null, message: Messages.paymentNotFound });
    const numbers = answer.body.results.filter((result) => result.receiptNumber !== null).map((result) => result.receiptNumber!);
    expect(numbers.map(serialOf)).toEqual(Array.from({ length: 6 }, (_, index) => serialOf(numbers[0]!) + index));
    for (const result of answer.body.results.filter((item) => item.receiptNumber !== null)) {
      expect(result.message).toBe(Messages.paymentVerified(result.receiptNumber!));
      const stored = (await db.doc(`payments/${result.paymentId}`).get()).data()!;
      expect([stored.state, stored.document.number]).toEqual(['verified', result.receiptNumber]);
    }
    // Verified already: asked again, nothing changes and no number is taken.
    const again = await selected([ids[0]]);
    expect(again.body).toMatchObject({ verified: 0, results: [{ paymentId: ids[0], verified: false, receiptNumber: null, message: 'This payment is verified already.' }] });
    const next = await verify((await recordedPayments(1, 'afterselected'))[0]!);
    expect(serialOf(next.body.receiptNumber)).toBe(serialOf(numbers.at(-1)!) + 1);
    // Lists the schema refuses: empty, too long, IDs that are not IDs.
    for (const paymentIds of [[], Array.from({ length: 26 }, (_, index) => `p${index}`), ['../users'], 'one', [42]]) {
      const refused = await selected(paymentIds);
      expect([refused.status, refused.body]).toEqual([400, expect.objectContaining({ message: 'List 1 to 25 payment IDs (letters and digits) to verify.' })]);
    }
  }, 300_000);

  it('splits a selection whose writes would not fit in one transaction, and still numbers it in the order listed', async () => {
    const ids = await recordedPayments(5, 'splitpayer');
    const chairUser = (await db.collection('users').where('role', '==', 'admin').limit(1).get()).docs[0]!;
    const caller = { uid: chairUser.id, email: chairUser.data().email as string, role: 'admin' as const, emailVerified: true };
    // Ten writes a transaction: two payments (four writes each), so three transactions.
    const listed = [ids[4]!, ids[2]!, ids[0]!, ids[3]!, ids[1]!];
    const outcomes = await verifyPayments(listed, caller, { maxWrites: 10 });
    expect(outcomes.map((outcome) => outcome.paymentId)).toEqual(listed);
    const serials = outcomes.map((outcome) => serialOf('number' in outcome ? (outcome.number ?? '') : ''));
    expect(serials).toEqual(Array.from({ length: 5 }, (_, index) => serials[0]! + index));
    const stored = await Promise.all(listed.map(async (id) => (await db.doc(`payments/${id}`).get()).data()!));
    expect(stored.map((payment) => [payment.state, serialOf(payment.document.number)])).toEqual(serials.map((serial) => ['verified', serial]));
  }, 300_000);

  it('fifty at once, singly and in batches, as server instances would run them: none refused, fifty distinct consecutive numbers, each batch in its order', async () => {
    // The emulator starts a worker per concurrent request; fifty cold workers on this machine outlast
    // its proxy's timeout. So thirty single verifications and four "Verify selected" batches of five run
    // here at once, each as an instance of the server would: they share nothing but the lease and the
    // queue in the database.
    const ids = await recordedPayments(50, 'bulkpayer');
    const chairUser = (await db.collection('users').where('role', '==', 'admin').limit(1).get()).docs[0]!;
    const caller = { uid: chairUser.id, email: chairUser.data().email as string, role: 'admin' as const, emailVerified: true };
    const requests = [...ids.slice(0, 30).map((id) => [id]), ...[30, 35, 40, 45].map((start) => ids.slice(start, start + 5))];
    const outcomes = (await Promise.all(requests.map((batch) => verifyPayments(batch, caller)))).flat();
    expect(outcomes.map((outcome) => outcome.paymentId).sort()).toEqual([...ids].sort());
    const numbers = outcomes.map((outcome) => ('number' in outcome ? (outcome.number ?? 'no number yet') : outcome.refusal.message));
    consecutive(numbers);
    // A batch's numbers follow the order its payments were listed in.
    for (const start of [30, 35, 40, 45]) {
      const batch = outcomes.filter((outcome) => ids.slice(start, start + 5).includes(outcome.paymentId)).map((outcome) => serialOf('number' in outcome ? (outcome.number ?? '') : ''));
      expect(batch).toEqual(Array.from({ length: 5 }, (_, index) => batch[0]! + index));
    }
    const stored = await Promise.all(ids.map(async (id) => (await db.doc(`payments/${id}`).get()).data()!));
    expect(stored.map((payment) => payment.document.number)).toEqual(ids.map((id) => numbers[outcomes.findIndex((outcome) => outcome.paymentId === id)]));
    expect(stored.every((payment) => payment.state === 'verified')).toBe(true);
    const violations = (await checkInvariants({ settleMs: 5_000 })).filter((violation) => /payment|document number|reference/.test(violation.invariant));
    expect(violations).toEqual([]);
  }, 600_000);

  it('numbers a payment whose verification stopped before asking for its number: its queue entry is enough', async () => {
    const [id] = await recordedPayments(1, 'strandedpayer');
    // As if the request that verified it had stopped right after its transaction: verified, queued, no number.
    const ref = db.doc(`payments/${id}`);
    const chairUser = (await db.collection('users').where('role', '==', 'admin').limit(1).get()).docs[0]!;
    const at = new Date().toISOString();
    const batch = db.batch();
    batch.update(ref, { state: 'verified', decidedAt: at, decidedBy: chairUser.data().email, document: null });
    batch.update(db.doc(`participants/${(await ref.get()).data()!.uid}`), { confirmedAt: at, openPayment: { id, state: 'verified' } });
    batch.set(db.doc(`meta/invoiceQueue/waiting/${builtEdition.id}~${id}`), { edition: builtEdition.id, paymentId: id, at: FieldValue.serverTimestamp(), request: 'stranded', place: 0, by: { uid: chairUser.id, email: chairUser.data().email, role: 'admin' } });
    await batch.commit();
    // The entry's trigger gives the number, and the payer gets the receipt.
    await expect.poll(async () => (await ref.get()).data()?.document?.number ?? null, { timeout: 30_000 }).not.toBeNull();
    const number = (await ref.get()).data()!.document.number as string;
    await onlyMailTo((await ref.get()).data()!.email, number);
  }, 300_000);
});

describe('the payments CSV', () => {
  it('lists each payment for the accounts office, with the document numbers', async () => {
    const csv = await call<string>('GET', '/api/admin/payments.csv', { token: chair });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('Payment ID,State,Name,Email,Papers,Reference,Payment date,Currency,Declared,Taxable value,CGST,SGST,Total due,Document number,Document date,Recipient GSTIN,Reason');
    expect(lines.some((line) => line.includes(payer.email) && line.includes('verified') && line.includes('4720.00') && line.includes(keralaGstin))).toBe(true);
    expect((await call('GET', '/api/admin/payments.csv', { token: payer.token })).status).toBe(403);
  });
});

describe('the rules on papers', () => {
  it("takes the spec's paper payment as the registration's, and Publish waits until the treasurer verifies it", async () => {
    const { token, paperId: waitingPaper } = waiting;
    // The fee table of this suite asks for a verified registration before publication.
    expect((await register(token, { paperIds: [waitingPaper] })).status).toBe(200);
    const paperPayment = await call('POST', '/api/authors/submit-payment', { token, body: form({ paperId: waitingPaper, upiId: 'asha.rao@okaxis', reference: utr(), paymentDate: '2025-08-14' }, { receipt: [pngBytes, 'upi.png', 'image/png'] }) });
    expect(paperPayment.status).toBe(200);
    const refused = await call('PUT', `/api/admin/publish/${waitingPaper}`, { token: chair });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: Messages.publishNeedsRegistration(waitingPaper) });
    const row = await call<{ papers: Array<{ paperId: string; publishBlocked: string | null }> }>('GET', `/api/admin/getpapers?q=${waitingPaper}`, { token: chair });
    expect(row.body.papers.find((paper) => paper.paperId === waitingPaper)?.publishBlocked).toBe(Messages.publishNeedsRegistration(waitingPaper));
    // The treasurer finds the paper's payment on the Payments screen and verifies it; the tax invoice reaches the author.
    const found = await list(`q=${waitingPaper}`);
    expect(found.body.payments).toHaveLength(1);
    expect(found.body.payments[0]).toMatchObject({ state: 'recorded', due: { total: 472_000 } });
    const verified = await verify(found.body.payments[0]!.id);
    expect(verified.status).toBe(200);
    const mail = await onlyMailTo(waiting.email, `tax invoice ${verified.body.receiptNumber}`);
    expect(mail.attachments?.map((file) => file.filename)).toEqual([`${verified.body.receiptNumber.replace(/\//g, '-')}.pdf`]);
    expect((await call('PUT', `/api/admin/publish/${waitingPaper}`, { token: chair })).status).toBe(200);
  }, 120_000);

  it('closes payments at the registration deadline', async () => {
    const late = await newAuthor('latepayer');
    expect((await register(late.token)).status).toBe(200);
    const base = plannedCalendar(new Date(Date.now() - 95 * day), 'Asia/Kolkata');
    expect((await setCalendar({ ...base, earlyRegistrationDeadline: null, biddingOpen: null, biddingClose: null, responseOpen: null, responseClose: null, registrationDeadline: new Date(Date.now() - 1000).toISOString() })).status).toBe(200);
    const closed = await pay(late.token, { reference: utr() });
    expect(closed.status).toBe(403);
    expect(closed.body.message).toMatch(/^Registration closed on /);
  });
});
