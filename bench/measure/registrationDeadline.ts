// The registration deadline: participants register and pay, twenty at a time, while the treasurer
// verifies the payments as they arrive, first one by one at the pace of a person clicking Verify, then
// with "Verify selected" (the payments waiting, up to 25, in one request), against the API served as production serves it
// (functions-framework, one process). Reported: the verification rate, the registrations, payments and
// verifications refused (goal 0: nobody is turned away because others pay or the treasurer verifies at
// the same moment), the longest verification (goal 5 s or less), whether the invoice numbers issued run
// without a gap, and the most writes any document received in 10 s (the financial year's counter: one write per
// verification clicked, one per "Verify selected").
import { defaultFeeTable, maxPaymentsVerifiedTogether, plannedCalendar } from '@confsys/domain';
import { documents } from '../../functions/src/lib/documents';
import { checkInvariants } from '../../functions/src/lib/invariants';
import { call, demo, form, loginAs, newAuthor, type Answer } from '../../tests/support/emulator';
import { pngBytes } from '../../tests/support/files';
import { pool, sleep } from '../lib/numbers';
import { renderWrites, writeLogMark, writesSince, type WriteFigures } from '../lib/writeCounts';

export interface RegistrationFigures {
  participants: number;
  clients: number;
  verified: number;
  /** Verifications a second, from the first verification to the last. */
  verificationRate: number;
  /** The longest request: one verification, or one "Verify selected" of up to 25. */
  longestVerificationMs: number;
  refused: Array<{ step: string; status: number; message: string }>;
  /** The serials issued in this run run consecutively, each once, and the invariant checker finds no gap. */
  gapless: boolean;
  writes: WriteFigures;
}

const day = 86_400_000;
/** A UTR no other run used: 12 digits. */
const utr = (index: number) => String(Date.now()).slice(-7) + String(index).padStart(5, '0');
const messageOf = (answer: Answer<unknown>) => String((answer.body as { message?: unknown }).message ?? '').slice(0, 200);

export async function measureRegistrationDeadline(base: string, options: { participants: number; clients: number; fileStoreDir: string; selectedAtOnce?: number; oneByOne?: number; clickMs?: number }): Promise<RegistrationFigures> {
  const { participants, clients } = options;
  // The invariant checker reads the stored files where the suite keeps them (the local file store).
  process.env.FILE_STORE_DIR = options.fileStoreDir;
  const selectedAtOnce = options.selectedAtOnce ?? maxPaymentsVerifiedTogether;
  // A person verifying opens the receipt (or the selection's preview), compares and clicks: a second a click at the fastest.
  const oneByOne = Math.min(participants, options.oneByOne ?? 40);
  const clickMs = options.clickMs ?? 1000;
  const chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  // Registration open, the late fees, receipts (no GSTIN) or tax invoices alike take a number.
  const calendar = { ...plannedCalendar(new Date(Date.now() - 75 * day), 'Asia/Kolkata'), earlyRegistrationDeadline: null, registrationDeadline: new Date(Date.now() + 20 * day).toISOString() };
  for (const [path, json] of [['/api/admin/calendar', calendar], ['/api/admin/fees', defaultFeeTable]] as const) {
    const answer = await call('PUT', path, { token: chair, json });
    if (answer.status !== 200) throw new Error(`PUT ${path} failed: ${answer.status} ${messageOf(answer)}`);
  }
  console.log(`  preparing ${participants} accounts`);
  const tokens = await pool(participants, 10, async (index) => (await newAuthor(`deadline${index}`)).token);

  const refused: RegistrationFigures['refused'] = [];
  const refuse = (step: string, answer: Answer<unknown>) => refused.push({ step, status: answer.status, message: messageOf(answer) });
  const recorded: string[] = [];
  let paying = true;
  const mark = writeLogMark();

  console.log(`  ${participants} participants registering and paying, ${clients} at a time, while the treasurer verifies`);
  const payments = pool(participants, clients, async (index) => {
    const token = tokens[index]!;
    const registered = await call<{ amountDue: number }>('POST', '/api/participants/registration', { base, token, json: { category: 'faculty', attendance: 'online', paperIds: [], billing: { name: `Deadline Participant ${index}`, address: 'Kochi 682022', state: 'Kerala', country: 'India' } } });
    if (registered.status !== 200) return refuse('register', registered);
    const paid = await call<{ id: string }>('POST', '/api/participants/payments', { base, token, body: form({ amount: String(registered.body.amountDue), date: new Date().toISOString().slice(0, 10), reference: utr(index) }, { receipt: [pngBytes, 'upi.png', 'image/png'] }) });
    if (paid.status !== 200) return refuse('pay', paid);
    recorded.push(paid.body.id);
  }).finally(() => {
    paying = false;
  });

  const verifications: number[] = [];
  const serials: number[] = [];
  let first = 0;
  const timed = async <T>(how: string, send: () => Promise<Answer<T>>): Promise<T | null> => {
    const sent = performance.now();
    first ||= sent;
    const answer = await send();
    verifications.push(performance.now() - sent);
    if (answer.status !== 200) {
      refuse(how, answer);
      return null;
    }
    return answer.body;
  };
  // Each request is a click of the treasurer's: the next comes a second after the last one was sent, at the earliest.
  let lastClick = 0;
  const click = async () => {
    await sleep(Math.max(0, lastClick + clickMs - performance.now()));
    lastClick = performance.now();
  };
  const verify = async (id: string) => {
    await click();
    const body = await timed('verify', () => call<{ receiptNumber: string }>('POST', `/api/admin/payments/${encodeURIComponent(id)}/verify`, { base, token: chair }));
    if (body) serials.push(Number(body.receiptNumber.split('/')[2]));
  };
  const verifySelected = async (ids: string[]) => {
    await click();
    const body = await timed('verify selected', () => call<{ results: Array<{ paymentId: string; receiptNumber: string | null; message: string }> }>('POST', '/api/admin/payments/verify', { base, token: chair, json: { paymentIds: ids } }));
    for (const result of body?.results ?? []) {
      if (result.receiptNumber) serials.push(Number(result.receiptNumber.split('/')[2]));
      else refused.push({ step: 'verify selected', status: 200, message: `${result.paymentId}: ${result.message}` });
    }
  };
  // The treasurer: the first payments one by one as each comes in, the rest with "Verify selected" on
  // the payments waiting at that moment.
  let taken = 0;
  while (paying || taken < recorded.length) {
    if (taken === recorded.length) {
      await sleep(100);
      continue;
    }
    if (taken < oneByOne) await verify(recorded[taken++]!);
    else {
      const selected = recorded.slice(taken, taken + selectedAtOnce);
      taken += selected.length;
      await verifySelected(selected);
    }
  }
  await payments;
  const last = performance.now();
  const writes = writesSince(mark);

  // The numbers of this run follow one another, and the whole year's series has no gap.
  const sorted = [...serials].sort((a, b) => a - b);
  const consecutive = new Set(sorted).size === sorted.length && (sorted.length === 0 || sorted.at(-1)! - sorted[0]! === sorted.length - 1);
  const gaps = (await checkInvariants()).filter((violation) => /document number/.test(violation.invariant));
  const stored = await Promise.all(recorded.map(async (id) => (await documents.payments.doc(id).get()).data()?.state));
  return {
    participants,
    clients,
    verified: stored.filter((state) => state === 'verified').length,
    verificationRate: serials.length / Math.max(0.001, (last - first) / 1000),
    longestVerificationMs: Math.max(0, ...verifications),
    refused,
    gapless: consecutive && gaps.length === 0,
    writes,
  };
}

export function renderRegistrationDeadline(figures: RegistrationFigures): string {
  return [
    `Registration deadline (functions-framework, one process): ${figures.participants} participants register and pay, ${figures.clients} at a time, while the treasurer verifies`,
    `  verified ${figures.verified}, ${figures.verificationRate.toFixed(1)} verifications/s; longest verification request ${(figures.longestVerificationMs / 1000).toFixed(2)} s (goal ≤ 5 s) ${figures.longestVerificationMs <= 5000 ? '✓' : '✗'}`,
    `  refused: ${figures.refused.length} (goal 0)${figures.refused.slice(0, 5).map((entry) => `; ${entry.step} ${entry.status} ${entry.message}`).join('')}; invoice numbers without a gap: ${figures.gapless ? 'yes' : 'NO'}`,
    renderWrites(figures.writes),
  ].join('\n');
}
