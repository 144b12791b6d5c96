// After the rehearsal: what must hold. Every acknowledged paper stored once, with its reviews and its
// final status; every payment recorded verified with a number of its own; every message of the run
// delivered to MailDev; the invariant checker clean (counters equal to a recount, gapless numbers, files
// present, the volume's layout up to date).
import { MailState } from '@confsys/domain';
import { documents } from '../../functions/src/lib/documents';
import { checkInvariants } from '../../functions/src/lib/invariants';
import { unsentMail } from '../../functions/src/lib/mail/outbox';
import { inboxUrl } from '../../scripts/lib/mailServer.mjs';
import { sleep } from '../lib/numbers';
import type { Rehearsal } from './phases';
import type { Phase } from './record';

interface PaperRow {
  paperId: string;
  title: string;
  status: string;
  submittedReviews: number;
}

/** Every acknowledged paper once, in its final state, with every review its reviewers submitted. */
export async function papersHeld(r: Rehearsal, phase: Phase): Promise<void> {
  const token = await r.chair.token(phase);
  const rows: PaperRow[] = [];
  for (let after: string | null = ''; after !== null; ) {
    const query: string = after ? `&after=${after}` : '';
    const page = await phase.ok<{ papers: PaperRow[]; next: string | null }>('papers', 'GET', `/api/admin/getpapers?pageSize=100&q=${r.tag}${query}`, { token: token ?? '' });
    if (!page) return;
    rows.push(...page.papers);
    after = page.next;
  }
  const stored = new Map(rows.map((row) => [row.paperId, row]));
  const titles = new Set(rows.map((row) => row.title));
  if (titles.size !== rows.length) phase.fail('papers', `${rows.length - titles.size} papers stored twice under the same title`);
  if (rows.length !== r.submitted.length) phase.fail('papers', `${rows.length} papers stored for ${r.submitted.length} acknowledged`);
  for (const paper of r.submitted) {
    const row = stored.get(paper.paperId);
    const status = paper.accepted ? 'Published' : 'Rejected';
    if (!row) phase.fail('papers', `${paper.paperId} was acknowledged and is not stored`);
    else if (row.title !== paper.title || row.status !== status || row.submittedReviews !== paper.reviewers.length)
      phase.fail('papers', `${paper.paperId}: ${row.status} with ${row.submittedReviews} reviews, expected ${status} with ${paper.reviewers.length}`);
  }
  phase.summary = `${rows.length} papers held`;
}

/** Every payment recorded is verified, each with its own number. */
export async function paymentsHeld(r: Rehearsal, phase: Phase): Promise<void> {
  // The numbers given after a request's 30 s wait arrive from the queue within a minute.
  const deadline = Date.now() + 90_000;
  let payments = await Promise.all(r.payments.map(async (id) => ({ id, data: (await documents.payments.doc(id).get()).data() })));
  while (payments.some((payment) => !payment.data?.document?.number) && Date.now() < deadline) {
    await sleep(2_000);
    payments = await Promise.all(r.payments.map(async (id) => ({ id, data: (await documents.payments.doc(id).get()).data() })));
  }
  for (const { id, data } of payments) {
    if (data?.state !== 'verified' || !data.document?.number) phase.fail('payments', `${id} is ${data?.state ?? 'missing'} with number ${data?.document?.number ?? 'none'}`);
  }
  const numbers = payments.map((payment) => payment.data?.document?.number).filter(Boolean);
  if (new Set(numbers).size !== numbers.length) phase.fail('payments', 'a receipt number was given twice');
  const answered = new Set(r.receiptNumbers);
  if (answered.size !== r.receiptNumbers.length) phase.fail('payments', 'two verifications answered the same number');
  phase.summary = `${numbers.length} of ${r.payments.length} payments verified and numbered`;
}

interface InboxMessage {
  headers: Record<string, unknown>;
}

/** How long the outbox may take to drain after the last action before its messages count as lost. */
export const drainMinutes = 15;

/** The outbox drains, every message of the run ends delivered, and a sample is found in MailDev by its message ID. */
export async function mailDelivered(since: string, phase: Phase): Promise<void> {
  const deadline = Date.now() + drainMinutes * 60_000;
  while (!(await unsentMail().limit(1).get()).empty) {
    if (Date.now() > deadline) {
      phase.fail('mail', `${(await unsentMail().count().get()).data().count} messages still waiting ${drainMinutes} minutes after the last action`);
      break;
    }
    // Not often: the emulator answers the question by reading the whole outbox, with the CPU the senders need.
    await sleep(15_000);
  }
  const ofRun = documents.mail.where('createdAt', '>=', since);
  const [all, delivered] = await Promise.all([ofRun.count().get(), ofRun.where('delivery.state', '==', MailState.Success).count().get()]);
  const total = all.data().count;
  const ok = delivered.data().count;
  if (ok !== total) phase.fail('mail', `${total - ok} of ${total} messages not delivered`);
  // A sample of the run's messages, each looked for in its first recipient's inbox.
  const sample = (await ofRun.orderBy('createdAt').limit(2_000).get()).docs.filter((_, index) => index % 40 === 0);
  let found = 0;
  for (const doc of sample) {
    const mail = doc.data();
    const messageId = mail.delivery.info?.messageId;
    const inbox = (await (await fetch(`${inboxUrl}/api/email?${new URLSearchParams({ 'envelope.to.address': mail.to[0] ?? '' })}`)).json()) as InboxMessage[];
    if (messageId && inbox.some((message) => message.headers['message-id'] === messageId)) found++;
    else phase.fail('mail', `${doc.id} (${mail.kind} to ${mail.to[0]}) is not in MailDev`);
  }
  phase.summary = `${ok} of ${total} messages delivered; ${found} of ${sample.length} sampled found in MailDev`;
}

/** The invariant checker, its counters given a minute to settle. */
export async function invariantsHold(phase: Phase): Promise<void> {
  const violations = await checkInvariants({ settleMs: 60_000 });
  for (const violation of violations) phase.fail(violation.invariant, violation.detail.slice(0, 200));
  phase.summary = `${violations.length} invariants broken`;
}
