// The registration deadline: participants register and pay, twenty at a time, while the treasurer
// verifies the payments as they arrive, first one by one, then as "Verify selected" does (the selected
// payments verified one after another), against the API served as production serves it
// (functions-framework, one process). Reported: the verification rate, the registrations, payments and
// verifications refused (goal 0: nobody is turned away because others pay or the treasurer verifies at
// the same moment), the longest verification (goal 5 s or less), whether the invoice numbers issued run
// without a gap, and the most writes any document received in 10 s (the financial year's counter).
import { defaultFeeTable, plannedCalendar } from '@confsys/domain';
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
  longestVerificationMs: number;
  refused: Array<{ step: string; status: number; message: string }>;
  /** The serials issued in this run run consecutively, each once, and the invariant checker finds no gap. */
  gapless: boolean;
  writes: WriteFigures;
}

const day = 86_400_000;
/** A UTR no other run used: 12 digits. */
const utr = (index: number) => String(Date.now()).slice(-7) + String(index).padStart(5, '0');
const messageOf = (answer: Answer) => String((answer.body as { message?: unknown }).message ?? '').slice(0, 200);

export async function measureRegistrationDeadline(base: string, options: { participants: number; clients: number; fileStoreDir: string; selectedAtOnce?: number }): Promise<RegistrationFigures> {
  const { participants, clients } = options;
  // The invariant checker reads the stored files where the suite keeps them (the local file store).
  process.env.FILE_STORE_DIR = options.fileStoreDir;
  const selectedAtOnce = options.selectedAtOnce ?? 20;
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
  const refuse = (step: string, answer: Answer) => refused.push({ step, status: answer.status, message: messageOf(answer) });
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
  const verify = async (id: string, how: string) => {
    const sent = performance.now();
    first ||= sent;
    const answer = await call<{ receiptNumber: string }>('POST', `/api/admin/payments/${encodeURIComponent(id)}/verify`, { base, token: chair });
    verifications.push(performance.now() - sent);
    if (answer.status !== 200) return refuse(how, answer);
    serials.push(Number(answer.body.receiptNumber.split('/')[2]));
  };
  // The treasurer: half the payments one by one as each comes in, the rest as "Verify selected" does,
  // the payments waiting at that moment (at most twenty) verified one after another.
  const half = Math.floor(participants / 2);
  let taken = 0;
  while (paying || taken < recorded.length) {
    if (taken === recorded.length) {
      await sleep(100);
      continue;
    }
    if (taken < half) await verify(recorded[taken++]!, 'verify');
    else {
      const selected = recorded.slice(taken, taken + selectedAtOnce);
      taken += selected.length;
      for (const id of selected) await verify(id, 'verify selected');
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
    `  verified ${figures.verified}, ${figures.verificationRate.toFixed(1)} verifications/s; longest verification ${(figures.longestVerificationMs / 1000).toFixed(2)} s (goal ≤ 5 s) ${figures.longestVerificationMs <= 5000 ? '✓' : '✗'}`,
    `  refused: ${figures.refused.length} (goal 0)${figures.refused.slice(0, 5).map((entry) => `; ${entry.step} ${entry.status} ${entry.message}`).join('')}; invoice numbers without a gap: ${figures.gapless ? 'yes' : 'NO'}`,
    renderWrites(figures.writes),
  ].join('\n');
}
