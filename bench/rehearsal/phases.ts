// The phases of a rehearsed conference, each made of the requests its people send through the API,
// `clients` of them at a time: the chair's call, the committee, the authors' accounts, submissions up to
// the deadline, bids, the automatic assignment, reviews, the authors' responses, the discussion, the
// decisions, camera-ready papers, registrations and payments while two treasurers verify, publication,
// the programme and the volume. Each phase keeps what the later ones and the final audit need.
import { PDFDocument } from 'pdf-lib';
import { defaultFeeTable, defaultProceedingsSettings, plannedCalendar, reviewCriteria, type CalendarValues } from '@confsys/domain';
import { appCheckHeaders } from '../../tests/support/appCheck';
import { cameraReadyPdf } from '../../tests/support/cameraReadyPdfs';
import { form, fullReview, oobCodes, siteUrl } from '../../tests/support/emulator';
import { pdfBytes, pngBytes } from '../../tests/support/files';
import { pool, sleep } from '../lib/numbers';
import { paperText, Person, topics } from './people';
import type { Phase } from './record';

const day = 86_400_000;
const hour = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const timeZone = 'Asia/Kolkata';

export interface Reviewer {
  person: Person;
  record: string;
  /** The two topics (indexes into `topics`) the reviewer knows. */
  knows: [number, number];
}

export interface Paper {
  paperId: string;
  index: number;
  author: number;
  title: string;
  blockNames: string[];
  reviewers: number[];
  accepted: boolean;
}

export interface Rehearsal {
  tag: string;
  papers: number;
  clients: number;
  chair: Person;
  callTopics: string[];
  reviewers: Reviewer[];
  authors: Person[];
  submitted: Paper[];
  /** Payments recorded, and the receipt numbers the verifications answered. */
  payments: string[];
  receiptNumbers: string[];
}

/** The calendar while papers flow in: submissions open until `deadline`, bidding and responses open now. */
function openCalendar(deadline: number): CalendarValues {
  const now = Date.now();
  return { ...plannedCalendar(new Date(now), timeZone), submissionDeadline: iso(deadline), biddingOpen: iso(now - hour), responseOpen: iso(now - hour) };
}

/** The calendar after the notification date: camera-ready, registration and the public list open. */
function afterNotification(): CalendarValues {
  return { ...plannedCalendar(new Date(Date.now() - 75 * day), timeZone), biddingOpen: null, biddingClose: null, responseOpen: null, responseClose: null };
}

async function chairToken(r: Rehearsal, phase: Phase): Promise<string> {
  const token = await r.chair.token(phase);
  if (!token) throw new Error('The chair could not sign in.');
  return token;
}

export async function call(r: Rehearsal, phase: Phase): Promise<void> {
  const token = await chairToken(r, phase);
  const identity = await phase.ok<{ conference: { topics: string[] } }>('conference', 'GET', '/api/public/conference');
  r.callTopics = identity?.conference.topics ?? [];
  if (r.callTopics.length < topics.length) throw new Error(`The call has ${r.callTopics.length} topics; the rehearsal needs ${topics.length}.`);
  await phase.ok('calendar', 'PUT', '/api/admin/calendar', { token, json: openCalendar(Date.now() + 30 * day) });
  await phase.ok('review settings', 'POST', '/api/admin/reviewsettings', { token, json: { reviewersPerPaper: 3, shareReviews: true } });
  await phase.ok('fees', 'PUT', '/api/admin/fees', { token, json: defaultFeeTable });
  await phase.ok('proceedings settings', 'PUT', '/api/admin/proceedings/settings', { token, json: { ...defaultProceedingsSettings, isbn: '978-3-16-148410-0', doiPrefix: '10.5555', publisher: 'Western Ghats University Press' } });
  phase.summary = 'calendar, review settings, fees and proceedings settings saved';
}

/** The committee: the chair adds each member with a CV, the member sets a password from the emailed link and picks topics. */
export async function committee(r: Rehearsal, count: number, phase: Phase): Promise<void> {
  const token = await chairToken(r, phase);
  const added = await pool(count, r.clients, async (index) => {
    const knows: [number, number] = [index % topics.length, (index + 3) % topics.length];
    const name = `Reviewer ${index + 1} ${r.tag}`;
    const email = `reviewer${index + 1}.${r.tag}@lab${index + 1}.rehearsal.example.net`;
    const cv = `Research on ${topics[knows[0]]!.join(', ')} and ${topics[knows[1]]!.join(', ')}.`;
    const record = await phase.ok<{ id: string }>('add reviewer', 'POST', '/api/admin/addreviewer', {
      token,
      body: form({ name, affiliation: `Research Laboratory ${index + 1}`, email, researchArea: topics[knows[0]]![0] }, { profile: [await pdfBytes(cv), 'cv.pdf', 'application/pdf'] }),
    }, 201);
    if (!record) return null;
    const code = (await oobCodes(email)).filter((entry) => entry.requestType === 'PASSWORD_RESET').at(-1);
    if (!code) {
      phase.fail('set password', `no set-password link reached ${email}`);
      return null;
    }
    const password = `Review@${index + 1}x`;
    if (!(await phase.ok('set password', 'POST', '/api/authors/resetpassword', { json: { email, newPassword: password, code: code.oobCode } }))) return null;
    const person = new Person('reviewer', name, email, password);
    const session = await person.token(phase);
    if (!session) return null;
    await phase.ok('topics', 'PUT', '/api/reviewers/topics', { token: session, json: { topics: knows.map((topic) => r.callTopics[topic]) } });
    return { person, record: record.id, knows } satisfies Reviewer;
  });
  r.reviewers = added.filter((reviewer): reviewer is Reviewer => reviewer !== null);
  phase.summary = `${r.reviewers.length} of ${count} members ready`;
}

/** Authors make their accounts over the weeks before the deadline: three authors for every four papers. */
export async function accounts(r: Rehearsal, phase: Phase): Promise<void> {
  const count = Math.max(1, Math.ceil(r.papers * 0.75));
  const made = await pool(count, r.clients, async (index) => {
    const email = `author${index + 1}.${r.tag}@univ${index % 97}.rehearsal.example.org`;
    const password = `Author@${index + 1}x`;
    const name = `Author ${index + 1} ${r.tag}`;
    const json = { name, gender: 'Prefer not to say', designation: 'Assistant Professor', organization: `Northfield College ${index % 97}`, phone: String(9_000_000_000 + index), address: 'Kochi 682022', email, password, confirmPassword: password };
    if (!(await phase.ok('register', 'POST', '/api/authors/register', { json }, 201))) return null;
    const person = new Person('author', name, email, password);
    return (await person.token(phase)) ? person : null;
  });
  r.authors = made.filter((person): person is Person => person !== null);
  if (r.authors.length !== count) phase.fail('accounts', `${count - r.authors.length} authors have no account`);
  phase.summary = `${r.authors.length} author accounts`;
}

/**
 * Submissions up to the deadline: every paper by its author (paper i by author i mod authors), with a
 * co-author, then the deadline set a few seconds ahead, and one more paper a second after it (refused).
 */
export async function submissions(r: Rehearsal, phase: Phase): Promise<void> {
  const manuscript = await pdfBytes('A manuscript about computing, without the names of its authors.');
  const done = await pool(r.papers, r.clients, async (index) => {
    const authorIndex = index % r.authors.length;
    const author = r.authors[authorIndex]!;
    const token = await author.token(phase);
    if (!token) return null;
    const text = paperText(index);
    const title = `${text.title}, rehearsal ${r.tag}`;
    const blocks = [
      { name: author.name, email: author.email, organization: `Northfield College ${authorIndex % 97}`, phone: '9876543210', gender: 'Prefer not to say', state: 'Kerala', country: 'India' },
      { name: `Coauthor ${index + 1} ${r.tag}`, email: `coauthor${index + 1}.${r.tag}@univ${authorIndex % 97}.rehearsal.example.org`, organization: `Northfield College ${authorIndex % 97}`, phone: '9876543211', gender: 'Female', state: 'Kerala', country: 'India' },
    ];
    const fields = { authorsDetails: JSON.stringify(blocks), title, abstract: text.abstract, keywords: `${text.keywords}, evaluation`, topics: JSON.stringify([r.callTopics[text.topic]]) };
    const answer = await phase.ok<{ paperId: string }>('submit', 'POST', '/api/authors/submit', { token, body: form(fields, { file: [manuscript, 'paper.pdf', 'application/pdf'] }) }, 201);
    const paper: Paper | null = answer && { paperId: answer.paperId, index, author: authorIndex, title, blockNames: blocks.map((block) => block.name), reviewers: [], accepted: index % 10 < 3 };
    return paper;
  });
  r.submitted = done.filter((paper): paper is Paper => paper !== null);

  // The deadline passes: a submission one second after it is refused.
  const chair = await chairToken(r, phase);
  const deadline = Date.now() + 3_000;
  await phase.ok('close submissions', 'PUT', '/api/admin/calendar', { token: chair, json: openCalendar(deadline) });
  await sleep(Math.max(0, deadline + 1_000 - Date.now()));
  const late = r.authors[0]!;
  const lateToken = await late.token(phase);
  const text = paperText(r.papers);
  const lateFields = { authorsDetails: JSON.stringify([{ name: late.name, email: late.email, organization: 'Northfield College 0', phone: '9876543210', gender: 'Prefer not to say', state: 'Kerala', country: 'India' }]), title: `${text.title}, late`, abstract: text.abstract, keywords: `${text.keywords}, evaluation` };
  await phase.call('submit after the deadline', 'POST', '/api/authors/submit', { token: lateToken ?? '', body: form(lateFields, { file: [manuscript, 'paper.pdf', 'application/pdf'] }) }, 403);
  phase.summary = `${r.submitted.length} of ${r.papers} papers submitted; one a second after the deadline refused`;
}

/** Each member reads the first pages of papers to bid on (best match first) and bids on about 24 of them. */
export async function bids(r: Rehearsal, phase: Phase): Promise<void> {
  const ours = new Set(r.submitted.map((paper) => paper.paperId));
  let placed = 0;
  await pool(r.reviewers.length, r.clients, async (index) => {
    const reviewer = r.reviewers[index]!;
    const token = await reviewer.person.token(phase);
    if (!token) return;
    let page: string | null = null;
    const seen: string[] = [];
    for (let read = 0; read < 2; read++) {
      const query: string = page === null ? '' : `?page=${page}`;
      const answer = await phase.ok<{ papers: Array<{ paperId: string }>; next: string | null }>('bids page', 'GET', `/api/reviewers/bids${query}`, { token });
      if (!answer) break;
      seen.push(...answer.papers.map((paper) => paper.paperId).filter((id) => ours.has(id)));
      page = answer.next;
      if (page === null) break;
    }
    for (const [position, paperId] of seen.entries()) {
      const bid = position < 12 ? 'eager' : position < 20 ? 'willing' : 'notWilling';
      if (await phase.ok('bid', 'PUT', `/api/reviewers/bids/${paperId}`, { token, json: { bid } })) placed++;
    }
  });
  phase.summary = `${placed} bids by ${r.reviewers.length} members`;
}

/** The chair proposes three reviewers a paper among the committee (no one else), reads the first pages and applies it. */
export async function assignment(r: Rehearsal, phase: Phase): Promise<void> {
  const token = await chairToken(r, phase);
  const members = new Set(r.reviewers.map((reviewer) => reviewer.record));
  const others: string[] = [];
  for (let after: string | null = ''; after !== null; ) {
    const query: string = after ? `&after=${after}` : '';
    const page = await phase.ok<{ reviewers: Array<{ id: string }>; next: string | null }>('reviewers', 'GET', `/api/admin/getreviewers?pageSize=100${query}`, { token });
    if (!page) break;
    others.push(...page.reviewers.map((reviewer) => reviewer.id).filter((id) => !members.has(id)));
    after = page.next;
  }
  const perPaper = Math.min(3, r.reviewers.length);
  const maxPerReviewer = Math.ceil((r.submitted.length * perPaper) / Math.max(1, r.reviewers.length)) + 5;
  const proposal = await phase.ok<{ proposalId: string; pageCount: number; assignmentsTotal: number; unfilledTotal: number }>('propose', 'POST', '/api/admin/autoassign/proposals', {
    token,
    json: { reviewersPerPaper: perPaper, maxPerReviewer, papers: { paperIds: r.submitted.map((paper) => paper.paperId) }, objective: 'fair', limits: Object.fromEntries(others.map((id) => [id, { max: 0 }])) },
  }, 201);
  if (!proposal) return;
  for (let page = 2; page <= Math.min(3, proposal.pageCount); page++) await phase.ok('proposal page', 'GET', `/api/admin/autoassign/proposals/${proposal.proposalId}?page=${page}`, { token });
  const applied = await phase.ok<{ applied: number; papers: number }>('apply', 'POST', `/api/admin/autoassign/proposals/${proposal.proposalId}/apply`, { token });
  if (proposal.unfilledTotal > 0) phase.fail('propose', `${proposal.unfilledTotal} places left unfilled`);
  phase.summary = `${proposal.assignmentsTotal} pairs proposed, ${applied?.applied ?? 0} applied on ${applied?.papers ?? 0} papers`;
}

const byPaper = (r: Rehearsal) => new Map(r.submitted.map((paper) => [paper.paperId, paper]));

/** Each member opens their papers and submits a review of each: papers to accept get good reviews. */
export async function reviews(r: Rehearsal, phase: Phase): Promise<void> {
  const papers = byPaper(r);
  let written = 0;
  await pool(r.reviewers.length, r.clients, async (index) => {
    const reviewer = r.reviewers[index]!;
    const token = await reviewer.person.token(phase);
    if (!token) return;
    const assigned = await phase.ok<{ papers: Array<{ paperId: string }> }>('assigned papers', 'GET', `/api/reviewers/assignedpapers?email=${encodeURIComponent(reviewer.person.email)}`, { token });
    for (const { paperId } of assigned?.papers ?? []) {
      const paper = papers.get(paperId);
      if (!paper) continue;
      paper.reviewers.push(index);
      const rating = paper.accepted ? 'Strong' : 'Weak';
      const review = fullReview(paperId, {
        criteriaRatings: Object.fromEntries(reviewCriteria.map((criterion) => [criterion, rating])),
        recommendation: paper.accepted ? 'Accept' : 'Reject',
        confidence: 'knowledgeable',
        additionalComments: `The paper on ${topics[paper.index % topics.length]![0]} is ${paper.accepted ? 'clear and well evaluated' : 'not yet convincing'}.`,
      });
      if (await phase.ok('review', 'POST', '/api/reviews/submitReview', { token, json: review })) written++;
    }
  });
  const short = r.submitted.filter((paper) => paper.reviewers.length < Math.min(3, r.reviewers.length));
  if (short.length) phase.fail('reviews', `${short.length} papers have fewer than 3 reviewers (${short.slice(0, 3).map((paper) => paper.paperId).join(', ')})`);
  phase.summary = `${written} reviews`;
}

/** A bulk action as the chair takes it: the preview, then applying it; the rows applied. */
async function bulk(phase: Phase, token: string, action: string, paperIds: string[]): Promise<number> {
  if (paperIds.length === 0) return 0;
  const preview = await phase.ok<{ previewId: string; rows: Array<{ paperId: string; outcome: string; reason: string }> }>(`${action} preview`, 'POST', '/api/admin/bulk/previews', { token, json: { action, paperIds } }, 201);
  if (!preview) return 0;
  for (const row of preview.rows.filter((entry) => entry.outcome !== 'will')) phase.fail(`${action} preview`, `${row.paperId}: ${row.reason}`);
  const applied = await phase.ok<{ rows: Array<{ paperId: string; outcome: string; reason: string }> }>(`${action} apply`, 'POST', `/api/admin/bulk/previews/${preview.previewId}/apply`, { token });
  for (const row of applied?.rows.filter((entry) => entry.outcome !== 'done' && entry.outcome !== 'skipped') ?? []) phase.fail(`${action} apply`, `${row.paperId}: ${row.outcome} ${row.reason}`);
  return applied?.rows.filter((entry) => entry.outcome === 'done').length ?? 0;
}

/** The chair releases the reviews to the authors; half of the authors answer them. */
export async function responses(r: Rehearsal, phase: Phase): Promise<void> {
  const token = await chairToken(r, phase);
  const released = await bulk(phase, token, 'release', r.submitted.map((paper) => paper.paperId));
  const answering = r.submitted.filter((paper) => paper.index % 2 === 0);
  let answered = 0;
  await pool(answering.length, r.clients, async (index) => {
    const paper = answering[index]!;
    const author = await r.authors[paper.author]!.token(phase);
    if (!author) return;
    if (!(await phase.ok('read reviews', 'GET', `/api/authors/papers/${paper.paperId}/response`, { token: author }))) return;
    const text = `We thank the reviewers. We will clarify the evaluation of case ${paper.index + 1}, add the missing baselines and discuss the limits they point out.`;
    if (await phase.ok('respond', 'PUT', `/api/authors/papers/${paper.paperId}/response`, { token: author, json: { text, submit: true } })) answered++;
  });
  phase.summary = `${released} papers released, ${answered} responses`;
}

/** On a fifth of the papers two reviewers discuss, the chair writes to one of them and marks it resolved. */
export async function discussion(r: Rehearsal, phase: Phase): Promise<void> {
  const token = await chairToken(r, phase);
  const discussed = r.submitted.filter((paper) => paper.index % 5 === 0 && paper.reviewers.length >= 2);
  let comments = 0;
  await pool(discussed.length, r.clients, async (index) => {
    const paper = discussed[index]!;
    for (const [turn, reviewerIndex] of paper.reviewers.slice(0, 2).entries()) {
      const reviewer = await r.reviewers[reviewerIndex]!.person.token(phase);
      if (!reviewer) return;
      if (turn === 1) await phase.ok('read discussion', 'GET', `/api/papers/${paper.paperId}/discussion`, { token: reviewer });
      const text = turn === 0 ? 'The evaluation is convincing; the response answers my main question.' : 'I agree, though the baselines could be stronger. I keep my score.';
      if (await phase.ok('comment', 'POST', `/api/papers/${paper.paperId}/discussion`, { token: reviewer, json: { text } })) comments++;
    }
    if (await phase.ok('chair comment', 'POST', `/api/papers/${paper.paperId}/discussion`, { token, json: { text: 'Thank you both: please confirm your scores.', to: 'Reviewer 1' } })) comments++;
    await phase.ok('resolve', 'PUT', `/api/admin/papers/${paper.paperId}/discussion`, { token, json: { resolved: true } });
  });
  phase.summary = `${comments} comments on ${discussed.length} papers`;
}

/** The chair sends every paper's reviews, then accepts three papers in ten and rejects the rest, in bulk. */
export async function decisions(r: Rehearsal, phase: Phase): Promise<void> {
  const token = await chairToken(r, phase);
  const all = r.submitted.map((paper) => paper.paperId);
  const sent = await bulk(phase, token, 'sendReviews', all);
  const accepted = await bulk(phase, token, 'accept', r.submitted.filter((paper) => paper.accepted).map((paper) => paper.paperId));
  const rejected = await bulk(phase, token, 'reject', r.submitted.filter((paper) => !paper.accepted).map((paper) => paper.paperId));
  phase.summary = `reviews sent for ${sent}; ${accepted} accepted, ${rejected} rejected`;
}

/** After the notification date: each accepted paper's author uploads the camera-ready PDF and signs the copyright form. */
export async function cameraReady(r: Rehearsal, phase: Phase): Promise<void> {
  const token = await chairToken(r, phase);
  await phase.ok('calendar', 'PUT', '/api/admin/calendar', { token, json: afterNotification() });
  const accepted = r.submitted.filter((paper) => paper.accepted);
  let uploaded = 0;
  await pool(accepted.length, r.clients, async (index) => {
    const paper = accepted[index]!;
    const author = r.authors[paper.author]!;
    const session = await author.token(phase);
    if (!session) return;
    await phase.ok('proceedings', 'GET', `/api/authors/papers/${paper.paperId}/proceedings`, { token: session });
    const pdf = await cameraReadyPdf({ title: paper.title, authors: paper.blockNames });
    if (await phase.ok('camera-ready', 'POST', `/api/authors/papers/${paper.paperId}/cameraready`, { token: session, body: form({}, { file: [pdf, 'final.pdf', 'application/pdf'] }) })) uploaded++;
    await phase.ok('copyright', 'POST', `/api/authors/papers/${paper.paperId}/copyright`, { token: session, json: { signature: author.name, role: 'Corresponding author' } });
  });
  phase.summary = `${uploaded} of ${accepted.length} camera-ready papers passed the publisher's checks`;
}

/**
 * Registrations and payments: each author of an accepted paper registers with their papers and pays,
 * while two treasurers verify side by side, one payment at a time and "Verify selected" on what waits.
 */
export async function registrations(r: Rehearsal, phase: Phase): Promise<void> {
  const token = await chairToken(r, phase);
  const papersOf = new Map<number, string[]>();
  for (const paper of r.submitted.filter((entry) => entry.accepted)) papersOf.set(paper.author, [...(papersOf.get(paper.author) ?? []), paper.paperId]);
  const registering = [...papersOf];
  const waiting: string[] = [];
  let paying = true;
  const payments = pool(registering.length, r.clients, async (index) => {
    const [authorIndex, paperIds] = registering[index]!;
    const author = r.authors[authorIndex]!;
    const session = await author.token(phase);
    if (!session) return;
    const billing = { name: author.name, address: 'CUSAT, Kochi 682022', state: 'Kerala', country: 'India' };
    const registered = await phase.ok<{ amountDue: number }>('register', 'POST', '/api/participants/registration', { token: session, json: { category: 'faculty', attendance: index % 3 === 0 ? 'in-person' : 'online', paperIds, billing } });
    if (!registered) return;
    const reference = `UPI${r.tag}${String(index).padStart(6, '0')}`.toUpperCase();
    const paid = await phase.ok<{ id: string }>('pay', 'POST', '/api/participants/payments', { token: session, body: form({ amount: String(registered.amountDue), date: new Date().toISOString().slice(0, 10), reference }, { receipt: [pngBytes, 'upi.png', 'image/png'] }) });
    if (!paid) return;
    r.payments.push(paid.id);
    waiting.push(paid.id);
  }).finally(() => {
    paying = false;
  });
  const treasurer = async (together: number) => {
    while (paying || waiting.length > 0) {
      const selected = waiting.splice(0, together);
      if (selected.length === 0) {
        await sleep(200);
        continue;
      }
      if (together === 1) {
        const answer = await phase.ok<{ receiptNumber: string | null }>('verify', 'POST', `/api/admin/payments/${selected[0]}/verify`, { token });
        if (answer?.receiptNumber) r.receiptNumbers.push(answer.receiptNumber);
      } else {
        const answer = await phase.ok<{ results: Array<{ paymentId: string; verified: boolean; receiptNumber: string | null; message: string }> }>('verify selected', 'POST', '/api/admin/payments/verify', { token, json: { paymentIds: selected } });
        for (const result of answer?.results ?? []) {
          if (!result.verified) phase.refusals.push({ what: 'verify selected', status: 200, message: `${result.paymentId}: ${result.message}` });
          if (result.receiptNumber) r.receiptNumbers.push(result.receiptNumber);
        }
      }
    }
  };
  await Promise.all([payments, treasurer(1), treasurer(25)]);
  phase.summary = `${r.payments.length} of ${registering.length} authors registered and paid; ${r.receiptNumbers.length} numbered at once`;
}

/** The chair publishes every accepted paper in bulk; the public list shows them once the layout is built again. */
export async function publication(r: Rehearsal, phase: Phase): Promise<void> {
  const token = await chairToken(r, phase);
  const accepted = r.submitted.filter((paper) => paper.accepted).map((paper) => paper.paperId);
  const published = await bulk(phase, token, 'publish', accepted);
  // The layout is built by a trigger: where triggers run one after another (the emulator suite), behind the others waiting.
  const deadline = Date.now() + 300_000;
  let shown = 0;
  for (;;) {
    const layout = await phase.ok<{ upToDate: boolean }>('proceedings', 'GET', '/api/admin/proceedings', { token });
    if (layout?.upToDate) {
      const list = await phase.ok<{ total: number }>('public list', 'GET', `/api/public/accepted?q=${r.tag}`);
      shown = list?.total ?? 0;
      if (shown === accepted.length) break;
    }
    if (Date.now() > deadline) {
      phase.fail('public list', `${shown} of ${accepted.length} published papers on the public list after 5 minutes`);
      break;
    }
    await sleep(1_000);
  }
  phase.summary = `${published} published; ${shown} on the public list`;
}

/** The programme: the accepted papers in sessions of up to 30, four slots a day over two days in up to six rooms. */
export async function programme(r: Rehearsal, phase: Phase): Promise<void> {
  const token = await chairToken(r, phase);
  const calendar = await phase.ok<{ calendar: CalendarValues }>('calendar', 'GET', '/api/public/calendar');
  const start = Date.parse(calendar?.calendar.conferenceStart ?? iso(Date.now() + 30 * day));
  const accepted = r.submitted.filter((paper) => paper.accepted).map((paper) => paper.paperId);
  const slots = [0, 2, 5, 7].flatMap((offset) => [0, 1].map((conferenceDay) => start + conferenceDay * day + offset * hour));
  const rooms = 6;
  const perSession = Math.min(30, Math.max(1, Math.ceil(accepted.length / (slots.length * rooms))));
  const sessions = [];
  for (let at = 0, number = 0; at < accepted.length; at += perSession, number++) {
    const slot = slots[Math.floor(number / rooms)];
    if (slot === undefined) throw new Error(`${accepted.length} papers do not fit the programme's ${slots.length * rooms} sessions`);
    sessions.push({ id: `s${number + 1}`, kind: 'session', title: `${r.callTopics[number % r.callTopics.length]} ${number + 1}`, room: `Hall ${(number % rooms) + 1}`, online: false, start: iso(slot), end: iso(slot + 1.5 * hour), chair: `Session chair ${number + 1}`, paperIds: accepted.slice(at, at + perSession) });
  }
  await phase.ok('save programme', 'PUT', '/api/admin/programme', { token, json: { sessions } });
  const shown = await phase.ok<{ sessions: Array<{ papers: unknown[] }> }>('public programme', 'GET', '/api/public/programme');
  const placed = shown?.sessions.reduce((sum, session) => sum + session.papers.length, 0) ?? 0;
  if (placed !== accepted.length) phase.fail('public programme', `${placed} of ${accepted.length} papers in the public programme`);
  await phase.call('programme calendar', 'GET', '/api/public/programme.ics');
  phase.summary = `${sessions.length} sessions, ${placed} papers placed`;
}

/** The volume in the programme's order, read back: every camera-ready paper's pages are in it. */
export async function volume(r: Rehearsal, phase: Phase): Promise<void> {
  const token = await chairToken(r, phase);
  await phase.ok('order', 'PUT', '/api/admin/proceedings/order', { token, json: { order: 'session', customOrder: [] } });
  const sent = performance.now();
  const response = await fetch(`${siteUrl}/api/proceedings/volume.pdf`, { headers: { Authorization: `Bearer ${token}`, ...appCheckHeaders } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const ms = performance.now() - sent;
  if (!response.ok) {
    phase.fail('volume', `${response.status} ${new TextDecoder().decode(bytes.slice(0, 160))}`);
    return;
  }
  const pages = (await PDFDocument.load(bytes)).getPageCount();
  const papers = r.submitted.filter((paper) => paper.accepted).length;
  if (pages < papers * 6) phase.fail('volume', `${pages} pages for ${papers} papers of 6 pages`);
  for (const path of ['papers.csv', 'papers.bib', 'crossref.xml', 'ceur-index.html']) await phase.call(path, 'GET', `/api/admin/proceedings/${path}`, { token });
  phase.summary = `volume of ${pages} pages (${(bytes.length / 1024 / 1024).toFixed(1)} MB) in ${(ms / 1000).toFixed(1)} s`;
}
