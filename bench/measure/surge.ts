// The deadline surge: many authors submit 1-5 MB PDFs within a window that closes at the deadline, a third
// of them in its last minute, while some correct their paper (a new title and PDF) and some withdraw it,
// against the API served as production serves it (functions-framework, one process). Reported: p50, p95
// and p99 of submit and edit, the errors, and afterwards what must hold: every acknowledged submission
// and edit stored with the bytes its receipt names, the counters equal to a recount, the invariant
// checker clean; and the most writes any document received in 10 s (bench/lib/writeCounts.ts).
import { createHash, randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { plannedCalendar } from '@confsys/domain';
import { documents } from '../../functions/src/lib/documents';
import { fileStore } from '../../functions/src/lib/fileStore';
import { checkInvariants } from '../../functions/src/lib/invariants';
import { manuscriptStore } from '../../functions/src/lib/submissions/manuscriptFiles';
import { call, demo, form, loginAs, newAuthor, type Answer } from '../../tests/support/emulator';
import { words } from '../../tests/support/files';
import { percentile, pool, sleep } from '../lib/numbers';
import { countersSettle } from '../lib/settle';
import { writeLogMark, writesSince, type WriteFigures } from '../lib/writeCounts';

export interface SurgeLatency {
  requests: number;
  ok: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: Array<{ status: number; message: string }>;
}

export interface SurgeFigures {
  authors: number;
  windowSeconds: number;
  lastMinuteShare: number;
  submit: SurgeLatency;
  edit: SurgeLatency;
  withdraw: SurgeLatency;
  /** Acknowledged submissions whose stored paper and PDF match what was acknowledged last. */
  acknowledged: number;
  stored: number;
  lost: string[];
  countersMatch: boolean;
  invariantViolations: string[];
  /** Writes per document from the first submission until the counters settled. */
  writes: WriteFigures;
}

/** A valid PDF of `megabytes` MiB: a page of text and an embedded file of incompressible bytes. */
async function pdfOf(megabytes: number, text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(text, { x: 50, y: 700, size: 12, font });
  await doc.attach(randomBytes(megabytes * 1024 * 1024 - 8192), 'data.bin', { mimeType: 'application/octet-stream' });
  return doc.save();
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function latency(samples: Array<{ ms: number; answer: Answer | null; error?: string }>): SurgeLatency {
  const ok = samples.filter((sample) => sample.answer && sample.answer.status >= 200 && sample.answer.status < 300);
  const times = ok.map((sample) => sample.ms);
  return {
    requests: samples.length,
    ok: ok.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    p99Ms: percentile(times, 99),
    errors: samples
      .filter((sample) => !ok.includes(sample))
      .map((sample) => ({ status: sample.answer?.status ?? 0, message: String((sample.answer?.body as { message?: unknown } | undefined)?.message ?? sample.error ?? '').slice(0, 200) })),
  };
}

export async function measureSurge(base: string, options: { authors: number; windowSeconds: number; fileStoreDir: string; editShare?: number; withdrawShare?: number }): Promise<SurgeFigures> {
  const { authors: count, windowSeconds } = options;
  // The stored files are read where the suite keeps them (the local file store), as the functions do.
  process.env.FILE_STORE_DIR = options.fileStoreDir;
  const editShare = options.editShare ?? 0.2;
  const withdrawShare = options.withdrawShare ?? 0.05;
  const admin = await loginAs('admin', demo.admin.username, demo.admin.password);
  // The deadline at the end of the window (plus a minute's margin for the last requests in flight).
  const windowMs = windowSeconds * 1000;
  const deadline = new Date(Date.now() + windowMs + 5 * 60_000);
  const calendar = { ...plannedCalendar(new Date(deadline.getTime() + 30 * 86_400_000), 'Asia/Kolkata'), submissionDeadline: deadline.toISOString(), graceMinutes: 0, biddingOpen: null, biddingClose: null, responseOpen: null, responseClose: null };
  const set = await call('PUT', '/api/admin/calendar', { token: admin, json: { ...calendar, reviewDeadline: new Date(deadline.getTime() + 20 * 86_400_000).toISOString(), notificationDate: new Date(deadline.getTime() + 25 * 86_400_000).toISOString() } });
  if (set.status !== 200) throw new Error(`Setting the calendar failed: ${JSON.stringify(set.body)}`);

  console.log(`  preparing ${count} author accounts and PDFs of 1 to 5 MB`);
  const authors = await pool(count, 10, async (index) => (await newAuthor(`surge${index}`)).token);
  const pdfs = await Promise.all([1, 2, 3, 4, 5].map((megabytes) => pdfOf(megabytes, `A surge manuscript of ${megabytes} MB.`)));
  const corrected = await Promise.all([1, 3].map((megabytes) => pdfOf(megabytes, `A corrected surge manuscript of ${megabytes} MB.`)));

  // Two thirds spread over the window but its last minute, a third within the last minute.
  const lastMinute = Math.min(60_000, windowMs / 2);
  const mark = writeLogMark();
  const start = Date.now();
  const at = Array.from({ length: count }, (_, index) => (index % 3 === 0 ? windowMs - lastMinute + Math.random() * lastMinute : Math.random() * (windowMs - lastMinute)));
  const submits: Array<{ ms: number; answer: Answer | null; error?: string }> = [];
  const edits: typeof submits = [];
  const withdrawals: typeof submits = [];
  /** What each acknowledged paper must hold: the SHA-256 of the last PDF acknowledged for it, and whether it was withdrawn. */
  const expected = new Map<string, { sha: string; withdrawn: boolean }>();

  const timed = async (list: typeof submits, send: () => Promise<Answer>): Promise<Answer | null> => {
    const sent = performance.now();
    try {
      const answer = await send();
      list.push({ ms: performance.now() - sent, answer });
      return answer;
    } catch (error) {
      list.push({ ms: performance.now() - sent, answer: null, error: String(error) });
      return null;
    }
  };

  console.log(`  ${count} authors submitting within ${windowSeconds} s (a third in the last ${Math.round(lastMinute / 1000)} s), ${Math.round(editShare * 100)} % correcting, ${Math.round(withdrawShare * 100)} % withdrawing`);
  await Promise.all(
    authors.map(async (token, index) => {
      await sleep(Math.max(0, start + at[index]! - Date.now()));
      const pdf = pdfs[index % pdfs.length]!;
      const authorsDetails = JSON.stringify([{ name: `Surge Author ${index}`, email: `surge${index}@example.org`, organization: 'Deadline College', phone: '9000000009', gender: 'Female', state: 'Kerala', country: 'India' }]);
      const answer = await timed(submits, () =>
        call('POST', '/api/authors/submit', { base, token, body: form({ authorsDetails, title: `Surge paper ${index}`, abstract: words(160), keywords: 'surge, deadline, load, latency' }, { file: [pdf, 'paper.pdf', 'application/pdf'] }) }),
      );
      const paperId = answer?.status === 201 ? String((answer.body as { paperId?: string }).paperId) : null;
      if (!paperId) return;
      expected.set(paperId, { sha: sha256(pdf), withdrawn: false });
      const roll = Math.random();
      if (roll < editShare) {
        // A correction shortly after, before the deadline.
        await sleep(Math.min(Math.random() * 20_000, Math.max(0, start + windowMs - Date.now())));
        const file = corrected[index % corrected.length]!;
        const edit = await timed(edits, () => call('PUT', `/api/authors/papers/${paperId}`, { base, token, body: form({ title: `Surge paper ${index}, corrected` }, { file: [file, 'paper.pdf', 'application/pdf'] }) }));
        if (edit?.status === 200) expected.set(paperId, { sha: sha256(file), withdrawn: false });
      } else if (roll < editShare + withdrawShare) {
        const withdrawn = await timed(withdrawals, () => call('POST', `/api/authors/papers/${paperId}/withdraw`, { base, token, json: { reason: 'Surge test' } }));
        if (withdrawn?.status === 200) expected.set(paperId, { sha: sha256(pdf), withdrawn: true });
      }
    }),
  );

  console.log('  checking what was acknowledged against what is stored, the counters and the invariants');
  const lost: string[] = [];
  let stored = 0;
  for (const [paperId, want] of expected) {
    const [paper, manuscript] = await Promise.all([documents.papers.doc(paperId).get(), documents.manuscripts.doc(paperId).get()]);
    const paperData = paper.data();
    const file = paperData ? await fileStore().read(manuscriptStore(paperData).original) : null;
    const receipt = manuscript.data()?.receipt?.sha256;
    const status = paperData?.status;
    if (!paperData || !file || sha256(file.bytes) !== want.sha || receipt !== want.sha || (status === 'Withdrawn') !== want.withdrawn) lost.push(paperId);
    else stored += 1;
  }
  const countersMatch = await countersSettle(60_000);
  const writes = writesSince(mark);
  const violations = (await checkInvariants({ settleMs: 30_000 })).map((violation) => `${violation.invariant}: ${violation.detail}`);
  return {
    authors: count,
    windowSeconds,
    lastMinuteShare: 1 / 3,
    submit: latency(submits),
    edit: latency(edits),
    withdraw: latency(withdrawals),
    acknowledged: expected.size,
    stored,
    lost,
    countersMatch,
    invariantViolations: violations,
    writes,
  };
}
