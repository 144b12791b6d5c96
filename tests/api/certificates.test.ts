// Verifiable certificates, against the running functions and the MailDev inbox: the chair previews and
// issues reviewers' (alice reviewed two papers, one on time; dora only drafted), presenters' (pat presents
// one of his two accepted papers in the programme) and attendees' (pat attended; uma never paid)
// certificates; each holder gets a message with the code and the verification address; anyone verifies a
// code and downloads its PDF; the chair revokes one with a reason. Reviewers stay anonymous: a reviewer's
// certificate names no paper and no author.
import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdFormats, Messages, certificateText, type CertificateDoc, type CertificateFacts } from '@confsys/domain';
import { adminAuth, db } from '../support/admin';
import { keepConfig, openRegistration } from '../support/config';
import { call, demo, fullReview, loginAs, newAuthor, siteUrl, uniqueEmail } from '../support/emulator';
import { pdfText } from '../support/files';
import { onlyMailTo, outboxFor } from '../support/mail';
import { acceptedPaper, committeeReviewer, deputyAdmin, manuscriptFields, authorBlock, payAndVerify, submitManuscript } from '../support/world';

interface Row {
  email: string;
  name: string;
  paperId: string | null;
  outcome: string;
  text: string;
  code: string | null;
}
interface Answer {
  previewId: string;
  kind: string;
  applied: boolean;
  rows: Row[];
  counts: Record<string, number>;
  message: string;
}
interface Verified {
  code: string;
  kind: string;
  name: string;
  text: string;
  edition: { id: string; name: string };
  issuedAt: string;
  revoked: { at: string; reason: string } | null;
  verifyUrl: string;
  pdfUrl: string;
}

/** What the reviewed papers carry that a reviewer's certificate must never show. */
const secretTitles = ['Quantum widgets for secret ballots', 'Provenance of anonymous sensors'];
const secretAuthor = 'Zebedee Quillfeather';

let chair: string;
let deputy: string;
let restoreFees: (chair: string) => Promise<number | null>;
let restoreProgramme: (chair: string) => Promise<number | null>;
let alice: { email: string; token: string; record: string };
let dora: { email: string; token: string };
let mallory: { email: string; token: string };
let pat: { email: string; token: string; presented: string; notPresented: string };
let uma: { email: string; token: string };
let reviewedPapers: string[] = [];
const nobody = uniqueEmail('nobody');

const certificates = (token: string, json: unknown) => call<Answer & { message: string }>('POST', '/api/admin/certificates', { token, json });
const preview = (kind: string, emails: string[], token = chair) => certificates(token, { kind, filter: { emails }, preview: true });
const apply = (previewId: string, token = chair) => certificates(token, { previewId, apply: true });
const verify = (code: string) => call<Verified & { message?: string }>('GET', `/api/certificates/${code}`);
const stored = async (code: string) => (await db.collection('certificates').doc(code).get()).data() as CertificateDoc;

async function fetchPdf(code: string): Promise<{ status: number; bytes: Buffer; type: string; text: string }> {
  const response = await fetch(`${siteUrl}/api/certificates/${code}/pdf`);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes, type: response.headers.get('content-type') ?? '', text: response.ok ? '' : bytes.toString('utf8') };
}

/** Previews and applies, answering the applied rows (the preview must issue exactly `expected` rows). */
async function issue(kind: string, emails: string[], expected: number): Promise<Row[]> {
  const previewed = await preview(kind, emails);
  expect(previewed.status, JSON.stringify(previewed.body)).toBe(200);
  expect(previewed.body.counts.will ?? 0, JSON.stringify(previewed.body.rows)).toBe(expected);
  const applied = await apply(previewed.body.previewId);
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  return applied.body.rows;
}

const billing = { name: 'Pat Presenter', address: 'CUSAT, Kochi 682022', state: 'Kerala', country: 'India' };

beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  deputy = (await deputyAdmin()).token;
  restoreProgramme = await keepConfig(['config/programme']);

  // The papers, while submissions are open: two of an author named in them, which alice reviews, and pat's two accepted ones.
  const author = await newAuthor('secretauthor');
  const fields = (title: string) => manuscriptFields({ title, authorsDetails: JSON.stringify([authorBlock({ name: secretAuthor, email: uniqueEmail('quill') })]) });
  reviewedPapers = [await submitManuscript(author.token, fields(secretTitles[0]!)), await submitManuscript(author.token, fields(secretTitles[1]!))];
  const patMade = await newAuthor('pat');
  const presented = await acceptedPaper(chair, patMade.token, 'certpresented', manuscriptFields({ title: 'Edge caching that <em>works</em>' }));
  const notPresented = await acceptedPaper(chair, patMade.token, 'certunplaced', manuscriptFields({ title: 'A paper left out of the programme' }));
  pat = { email: patMade.email, token: patMade.token, presented, notPresented };

  // Registration open, the review deadline passed (registrationOpenCalendar): a review is late unless its own due date is ahead.
  restoreFees = await openRegistration(chair);

  // alice reviews both papers: the first has a due date ahead (on time), the second is late. dora only drafts.
  const made = await committeeReviewer(chair, 'alice', { name: 'Alice Reviewer' });
  alice = { email: made.email, token: made.token, record: made.record };
  const doraMade = await committeeReviewer(chair, 'dora', { name: 'Dora Drafter' });
  dora = { email: doraMade.email, token: doraMade.token };
  for (const paperId of reviewedPapers) expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: made.record } })).status).toBe(200);
  expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId: reviewedPapers[0], reviewerId: doraMade.record } })).status).toBe(200);
  const ahead = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const due = await call('PUT', `/api/admin/papers/${reviewedPapers[0]}/reviewers/${made.record}/due`, { token: chair, json: { dueAt: ahead } });
  expect(due.status, JSON.stringify(due.body)).toBe(200);
  for (const paperId of reviewedPapers) {
    const submitted = await call('POST', '/api/reviews/submitReview', { token: alice.token, json: fullReview(paperId) });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  }
  const drafted = await call('POST', '/api/reviews/saveDraft', { token: dora.token, json: fullReview(reviewedPapers[0]!) });
  expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);

  // mallory's record name carries markup: her message must carry it as text.
  const malloryMade = await committeeReviewer(chair, 'mallory', { name: 'Mallory <script>alert(1)</script> <b>Bold</b>' });
  mallory = { email: malloryMade.email, token: malloryMade.token };
  expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId: reviewedPapers[1], reviewerId: malloryMade.record } })).status).toBe(200);
  expect((await call('POST', '/api/reviews/submitReview', { token: mallory.token, json: fullReview(reviewedPapers[1]!) })).status).toBe(200);

  // pat presents one of his two accepted papers in the programme, and pays; uma registers and never pays.
  const registered = await call('POST', '/api/participants/registration', { token: pat.token, json: { category: 'faculty', attendance: 'online', paperIds: [presented, notPresented], billing } });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  await payAndVerify(chair, pat.token);
  const umaMade = await newAuthor('uma');
  uma = { email: umaMade.email, token: umaMade.token };
  expect((await call('POST', '/api/participants/registration', { token: uma.token, json: { category: 'student', attendance: 'in-person', paperIds: [], billing: { ...billing, name: 'Uma Unpaid' } } })).status).toBe(200);
  const session = { id: `cert-${randomUUID().slice(0, 8)}`, kind: 'session', title: 'Edge systems', room: 'Hall 3', online: true, start: '2031-03-01T10:00:00+05:30', end: '2031-03-01T11:00:00+05:30', chair: 'Dr. A. Ramesh', paperIds: [presented] };
  const programme = await call('PUT', '/api/admin/programme', { token: chair, json: { sessions: [session] } });
  expect(programme.status, JSON.stringify(programme.body)).toBe(200);
}, 300_000);

afterAll(async () => {
  await restoreFees(chair);
  await restoreProgramme(chair);
});

describe('attendance', () => {
  it('marks the confirmed participants from a list and says why the others are not marked', async () => {
    const marked = await call<{ results: Array<{ email: string; outcome: string }>; marked: number }>('POST', '/api/admin/participants/attendance', {
      token: chair,
      json: { emails: [pat.email.toUpperCase(), uma.email, nobody], attended: true },
    });
    expect(marked.status).toBe(200);
    expect(marked.body.results).toEqual([
      { email: pat.email, outcome: 'marked', message: 'marked as attended' },
      { email: uma.email, outcome: 'notConfirmed', message: Messages.attendanceOutcome('notConfirmed', true) },
      { email: nobody, outcome: 'notRegistered', message: Messages.attendanceOutcome('notRegistered', true) },
    ]);
    expect(marked.body.marked).toBe(1);
    const participants = await db.collection('participants').where('email', '==', pat.email).get();
    expect(participants.docs[0]?.data().attendedAt).toEqual(expect.any(String));
  });
});

describe('reviewer certificates', () => {
  let code = '';

  it('previews who will get one, with the text, and who is skipped and why', async () => {
    const previewed = await preview('reviewer', [alice.email, dora.email, nobody]);
    expect(previewed.status).toBe(200);
    expect(previewed.body.applied).toBe(false);
    const reviews = await Promise.all(reviewedPapers.map(async (paperId) => (await db.doc(`reviews/${paperId}_${alice.record}`).get()).data() as { late?: boolean }));
    const facts: CertificateFacts = { kind: 'reviewer', reviews: 2, onTime: reviews.filter((review) => review.late !== true).length };
    expect(facts.onTime).toBe(1);
    const edition = (await call<{ editions: Array<{ id: string; name: string; state: string }> }>('GET', '/api/public/editions')).body.editions.find((candidate) => candidate.state === 'current')!;
    expect(previewed.body.rows).toEqual([
      { email: alice.email, name: 'Alice Reviewer', paperId: null, outcome: 'will', text: certificateText(facts, edition.name), code: null },
      { email: dora.email, name: 'Dora Drafter', paperId: null, outcome: 'skip', text: 'no submitted review in this edition', code: null },
      { email: nobody, name: '', paperId: null, outcome: 'skip', text: 'no reviewer record of this edition has this email', code: null },
    ]);
    expect(previewed.body.rows[0]!.text).toBe(`served on the programme committee of ${edition.name} as a reviewer and submitted 2 reviews, 1 of them on time.`);
  });

  it('issues exactly the preview, once, and sends the code and the verification address', async () => {
    const rows = await issue('reviewer', [alice.email, dora.email], 1);
    expect(rows.map((row) => [row.email, row.outcome])).toEqual([
      [alice.email, 'done'],
      [dora.email, 'skipped'],
    ]);
    code = rows[0]!.code!;
    expect(code).toMatch(IdFormats.certificate);
    const message = await onlyMailTo(alice.email, `your certificate ${code}`);
    expect(message.text).toContain(code);
    expect(message.text).toContain(`${siteUrl}/certificates/${code}`);
    expect(message.text).toContain(`${siteUrl}/api/certificates/${code}/pdf`);
    const audit = await call<{ entries: Array<{ action: string; after: { issued: string[] } }> }>('GET', '/api/admin/audit?action=certificates.issue', { token: chair });
    expect(audit.body.entries.some((entry) => entry.after.issued.some((line) => line.startsWith(code)))).toBe(true);
  });

  it('never names a paper the reviewer reviewed nor its authors: not in the record, the answer, the message or the PDF', async () => {
    const leaks = [...secretTitles, ...reviewedPapers, secretAuthor];
    const [doc, verified, mail, pdf] = await Promise.all([stored(code), verify(code), outboxFor(alice.email), fetchPdf(code)]);
    const message = mail.find((entry) => entry.mail.kind === 'certificate');
    const pdfWords = await pdfText(pdf.bytes);
    for (const shown of [JSON.stringify(doc), JSON.stringify(verified.body), JSON.stringify(message), pdfWords]) {
      for (const leak of leaks) expect(shown).not.toContain(leak);
    }
  });

  it('skips who already has one, naming it, in a new preview', async () => {
    const again = await preview('reviewer', [alice.email]);
    expect(again.body.rows).toEqual([expect.objectContaining({ email: alice.email, outcome: 'skip', text: `already has certificate ${code}` })]);
  });

  it('refuses a preview applied twice, or by another admin, issuing nothing more', async () => {
    const made = await preview('reviewer', [mallory.email]);
    expect(made.body.counts.will).toBe(1);
    const stolen = await apply(made.body.previewId, deputy);
    expect(stolen.status).toBe(403);
    expect(stolen.body.message).toBe(Messages.proposalOfAnotherAdmin);
    const first = await apply(made.body.previewId);
    expect(first.status).toBe(200);
    expect(first.body.counts.done).toBe(1);
    const second = await apply(made.body.previewId);
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/^This proposal was applied already/);
    expect((await db.collection('certificates').where('email', '==', mallory.email).get()).size).toBe(1);
  });

  it("carries markup in a name as text in the message, whose headers stay whole", async () => {
    const [issued] = (await db.collection('certificates').where('email', '==', mallory.email).get()).docs.map((doc) => doc.data() as CertificateDoc);
    const message = await onlyMailTo(mallory.email, `your certificate ${issued!.code}`);
    expect(message.html).not.toContain('<script>alert(1)</script>');
    expect(message.html).toContain('Mallory &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(message.subject).not.toMatch(/[\r\n]/);
    expect(message.envelope.to.map((recipient) => recipient.address)).toEqual([mallory.email]);
    expect((await verify(issued!.code)).body.name).toBe('Mallory <script>alert(1)</script> <b>Bold</b>');
  });
});

describe('presenter and attendee certificates', () => {
  it('issues one per paper presented in the programme, and says why the other paper is skipped', async () => {
    const previewed = await preview('presenter', [pat.email, uma.email]);
    expect(previewed.body.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: pat.email, paperId: pat.presented, outcome: 'will', text: expect.stringContaining(`presented the paper "Edge caching that <em>works</em>" (${pat.presented})`) }),
        expect.objectContaining({ email: pat.email, paperId: pat.notPresented, outcome: 'skip', text: `${pat.notPresented} is not in a session of the programme` }),
        expect.objectContaining({ email: uma.email, paperId: null, outcome: 'skip', text: 'presents no paper (the registration lists none)' }),
      ]),
    );
    expect(previewed.body.rows).toHaveLength(3);
    const applied = await apply(previewed.body.previewId);
    const done = applied.body.rows.filter((row) => row.outcome === 'done');
    expect(done).toEqual([expect.objectContaining({ paperId: pat.presented, code: expect.stringMatching(IdFormats.certificate) })]);
    expect((await verify(done[0]!.code!)).body.text).toContain('in the session "Edge systems"');
  });

  it('issues an attendee certificate to a confirmed participant marked as attended, and not to one who never paid', async () => {
    const previewed = await preview('attendee', [pat.email, uma.email]);
    const edition = (await verify((await db.collection('certificates').where('email', '==', pat.email).get()).docs[0]!.id)).body.edition;
    expect(previewed.body.rows).toEqual([
      { email: pat.email, name: expect.any(String), paperId: null, outcome: 'will', text: `attended ${edition.name} (online).`, code: null },
      { email: uma.email, name: expect.any(String), paperId: null, outcome: 'skip', text: 'registration not confirmed (no verified payment)', code: null },
    ]);
    const applied = await apply(previewed.body.previewId);
    expect(applied.body.counts).toEqual({ done: 1, skipped: 1 });
  });

  it("lists each person's own certificates on their dashboard, of every kind", async () => {
    const mine = await call<{ certificates: Verified[] }>('GET', '/api/me/certificates', { token: pat.token });
    expect(mine.status).toBe(200);
    expect(mine.body.certificates.map((certificate) => certificate.kind).sort()).toEqual(['attendee', 'presenter']);
    const alices = await call<{ certificates: Verified[] }>('GET', '/api/me/certificates', { token: alice.token });
    expect(alices.body.certificates.map((certificate) => certificate.kind)).toEqual(['reviewer']);
    expect(JSON.stringify(mine.body)).not.toContain(pat.email);
  });
});

describe("the chair's list", () => {
  interface Listed extends Verified {
    email: string;
  }
  const list = (query: string, token = chair) => call<{ certificates: Listed[]; next: string | null; message?: string }>('GET', `/api/admin/certificates${query}`, { token });

  it("lists the edition's certificates newest first, a page at a time, with the holder's email", async () => {
    const all: Listed[] = [];
    let next: string | null = null;
    do {
      const page = await list(`?pageSize=2${next ? `&page=${next}` : ''}`);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      expect(page.body.certificates.length).toBeLessThanOrEqual(2);
      all.push(...page.body.certificates);
      next = page.body.next;
    } while (next);
    const issuedHere = await db.collection('certificates').where('edition.id', '==', all[0]!.edition.id).get();
    expect(all.map((certificate) => certificate.code).sort()).toEqual(issuedHere.docs.map((doc) => doc.id).sort());
    expect(all.map((certificate) => certificate.issuedAt)).toEqual([...all.map((certificate) => certificate.issuedAt)].sort().reverse());
    const pats = all.filter((certificate) => certificate.email === pat.email);
    expect(pats.map((certificate) => certificate.kind).sort()).toEqual(['attendee', 'presenter']);
  });

  it('filters by kind and by email (as typed), and refuses what cannot be a page or a kind', async () => {
    const reviewers = await list('?kind=reviewer&pageSize=100');
    expect(reviewers.body.certificates.length).toBeGreaterThanOrEqual(2);
    expect(new Set(reviewers.body.certificates.map((certificate) => certificate.kind))).toEqual(new Set(['reviewer']));
    const patsAttendance = await list(`?kind=attendee&email=${encodeURIComponent(` ${pat.email.toUpperCase()}`)}`);
    expect(patsAttendance.body.certificates.map((certificate) => [certificate.email, certificate.kind])).toEqual([[pat.email, 'attendee']]);
    expect((await list('?kind=speaker')).status).toBe(400);
    const cursor = await list('?page=7K3M-X9QD-2HRT-V8WN');
    expect(cursor.status).toBe(400);
    expect(cursor.body.message).toBe(Messages.certificateCursorUnknown);
    expect((await list('', pat.token)).status).toBe(403);
  });
});

describe('verifying and revoking', () => {
  let code = '';

  beforeAll(async () => {
    code = (await db.collection('certificates').where('email', '==', alice.email).get()).docs[0]!.id;
  });

  it('answers anyone, without signing in, who, what and which edition, never the email; lower case too', async () => {
    const verified = await verify(code.toLowerCase());
    expect(verified.status).toBe(200);
    const doc = await stored(code);
    expect(verified.body).toEqual({
      code,
      kind: 'reviewer',
      name: 'Alice Reviewer',
      text: doc.text,
      edition: doc.edition,
      issuedAt: doc.issuedAt,
      revoked: null,
      verifyUrl: `${siteUrl}/certificates/${code}`,
      pdfUrl: `${siteUrl}/api/certificates/${code}/pdf`,
    });
    expect(JSON.stringify(verified.body)).not.toContain(alice.email);
    expect(JSON.stringify(verified.body)).not.toContain('@');
  });

  it('serves a PDF that parses, with the code and the verification address printed and in its metadata', async () => {
    const pdf = await fetchPdf(code);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const document = await PDFDocument.load(pdf.bytes);
    expect(document.getKeywords()).toContain(code);
    expect(document.getSubject()).toContain(`${siteUrl}/certificates/${code}`);
    const text = (await pdfText(pdf.bytes)).replace(/\s+/g, ' ');
    expect(text).toContain(code);
    expect(text).toContain(`${siteUrl}/certificates/${code}`);
    expect(text).toContain('Alice Reviewer');
    expect(text).toContain('Certificate of Reviewing');
    // The same certificate gives the same bytes.
    expect((await fetchPdf(code)).bytes.equals(pdf.bytes)).toBe(true);
  });

  it('refuses codes nobody was issued (404) and what cannot be a code (400), with a message', async () => {
    const unknown = await verify('7K3M-X9QD-2HRT-V8WN');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(Messages.certificateNotFound);
    for (const malformed of ['ICCS25-0001', 'ABCD-EFGH-JKMN-PQRU', 'AAAA-AAAA-AAAA-AAAA-AAAA']) {
      const answer = await verify(malformed);
      expect(answer.status, malformed).toBe(400);
      expect(answer.body.message).toBe(Messages.certificateCodeInvalid);
    }
    expect((await fetchPdf('7K3M-X9QD-2HRT-V8WN')).status).toBe(404);
  });

  it('refuses the admin endpoints to reviewers and authors', async () => {
    for (const token of [alice.token, pat.token]) {
      expect((await preview('reviewer', [alice.email], token)).status).toBe(403);
      expect((await call('POST', `/api/admin/certificates/${code}/revoke`, { token, json: { reason: 'mine' } })).status).toBe(403);
      expect((await call('POST', '/api/admin/participants/attendance', { token, json: { emails: [pat.email], attended: true } })).status).toBe(403);
    }
    expect((await verify(code)).body.revoked).toBeNull();
  });

  it('revokes with a reason, audited; verification then says so, the PDF is refused, and a second revoke is 409', async () => {
    const reason = 'Issued in error <b>twice</b>\r\nBcc: someone@example.org';
    const revoked = await call<{ message: string }>('POST', `/api/admin/certificates/${code.toLowerCase()}/revoke`, { token: chair, json: { reason } });
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe(Messages.certificateRevokedNow(code));
    const verified = await verify(code);
    expect(verified.body.revoked).toEqual({ at: expect.any(String), reason: reason.trim() });
    const pdf = await fetchPdf(code);
    expect(pdf.status).toBe(410);
    expect(JSON.parse(pdf.text).message).toBe(Messages.certificateRevoked(verified.body.revoked!.at, reason.trim()));
    const again = await call<{ message: string }>('POST', `/api/admin/certificates/${code}/revoke`, { token: chair, json: { reason: 'Again.' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(Messages.certificateRevokedAlready(verified.body.revoked!.at));
    const unknown = await call<{ message: string }>('POST', '/api/admin/certificates/7K3M-X9QD-2HRT-V8WN/revoke', { token: chair, json: { reason: 'Nothing.' } });
    expect(unknown.status).toBe(404);
    const audit = await call<{ entries: Array<{ action: string; target: string; reason: string | null; actor: { role: string } }> }>('GET', `/api/admin/audit?action=certificate.revoke&target=${encodeURIComponent(`certificate:${code}`)}`, { token: chair });
    expect(audit.body.entries).toEqual([expect.objectContaining({ action: 'certificate.revoke', target: `certificate:${code}`, reason: reason.trim(), actor: expect.objectContaining({ role: 'admin' }) })]);
  });

  it('lets a revoked certificate be issued again: a new preview does not count it', async () => {
    const again = await preview('reviewer', [alice.email]);
    expect(again.body.rows).toEqual([expect.objectContaining({ email: alice.email, outcome: 'will' })]);
  });
});

describe('erasure', () => {
  it("keeps a code that verifies as withdrawn, without the holder's name, address or account, once they erase their data", async () => {
    const holder = await newAuthor('erased');
    const uid = (await adminAuth.getUserByEmail(holder.email)).uid;
    const edition = (await verify((await db.collection('certificates').where('email', '==', pat.email).get()).docs[0]!.id)).body.edition;
    const facts: CertificateFacts = { kind: 'attendee', attendance: 'online' };
    const held = (code: string, by: Partial<CertificateDoc>): CertificateDoc => ({
      code, kind: 'attendee', edition, name: 'Erin Erased', email: holder.email, uid: null, text: certificateText(facts, edition.name), facts,
      key: `${edition.id}|attendee|${code}`, issuedAt: new Date().toISOString(), issuedBy: 'chair', revoked: null, ...by,
    });
    // One found by the account, one by the address (issued before the account existed).
    const codes = ['EEEE-0000-0000-0001', 'EEEE-0000-0000-0002'];
    await db.collection('certificates').doc(codes[0]!).set(held(codes[0]!, { uid, email: 'old.address@example.org' }));
    await db.collection('certificates').doc(codes[1]!).set(held(codes[1]!, {}));
    const erased = await call<{ erased: string[] }>('POST', '/api/me/erasure', { token: holder.token, json: { password: holder.password } });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body.erased).toContain('Your name and address on 2 certificates: each now verifies as withdrawn');
    for (const code of codes) {
      const doc = await stored(code);
      expect(doc).toEqual(expect.objectContaining({ name: '', email: '', uid: null, revoked: expect.objectContaining({ by: 'erasure', reason: Messages.certificateErased }) }));
      const verified = await verify(code);
      expect(verified.status).toBe(200);
      expect(verified.body.revoked?.reason).toBe(Messages.certificateErased);
      expect(JSON.stringify(verified.body)).not.toContain('Erin');
      expect((await fetchPdf(code)).status).toBe(410);
    }
  });
});
