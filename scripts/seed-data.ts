// Fills the running emulator suite with a realistic data set for demos and benchmarks: authors with
// accounts, reviewer records, papers across statuses and months with their files, and reviews.
//   npm run seed -- --papers 5000            (--status "Under Review": every paper under review, with a submitted review)
//   npm run seed -- --editions 2             ICCS 2025 decided, with its proceedings and programme, then
//                                            archived; ICCS 2026 made from it, opened, its call under way
// The counters are kept by the triggers as in production; the command waits until they equal a recount.
import { parseArgs } from 'node:util';
import { FieldValue } from 'firebase-admin/firestore';
import {
  PaperStatus,
  ReviewStatus,
  conference,
  confidences,
  paperIndexEntry,
  reviewDocId,
  reviewerRecord,
  fileUrl,
  recommendations,
  reviewCriteria,
  reviewRatings,
  type ManuscriptDoc,
  type PaperDoc,
  type ReviewDoc,
  type ReviewerDoc,
  type UserDoc,
  paperIdPrefixOf,
  authorEmailsOf,
  builtEdition,
  CalendarSchema,
  defaultTimeZone,
  editionCalendar,
  editionPartNames,
  plannedCalendar,
  type ProgrammeDoc,
} from '@confsys/domain';
import { auth, db } from '../functions/src/lib/admin';
import { documents } from '../functions/src/lib/documents';
import { storePaths } from '../functions/src/lib/storePaths';
import { fileStore } from '../functions/src/lib/fileStore';
import { renderComments } from '../functions/src/lib/reviews/commentsFile';
import { assignmentFields } from '../functions/src/lib/papers';
import { recordReviews } from '../functions/src/lib/reviewStore';
import { recordAuthorPaper, recordReviewerPapers } from '../functions/src/lib/paperLists';
import { PdfWriter } from '../functions/src/lib/pdf/document';
import { computeStats, readStats, recountAndStore } from '../functions/src/lib/dashboard/stats';
import { claimRef, formatNumber, lastNumber } from '../functions/src/lib/sequences';
import { inVolume, volumeChanged } from '../functions/src/lib/volumeChanges';
import { paperTallyStatus } from '../functions/src/lib/submissions/paperIndex';
import { isDeepStrictEqual } from 'node:util';
import { configDocs, editionMeta } from '../functions/src/lib/documents';
import { currentEdition, inEdition } from '../functions/src/lib/editionScope';
import { listEditions } from '../functions/src/lib/editions/editions';
import { createEdition, openEdition } from '../functions/src/lib/editions/rollover';

const { values } = parseArgs({ options: { papers: { type: 'string', default: '500' }, reviewers: { type: 'string', default: '40' }, status: { type: 'string' }, editions: { type: 'string', default: '1' } } });
const paperCount = Number(values.papers);
const editionCount = Number(values.editions);
if (editionCount !== 1 && editionCount !== 2) throw new Error('--editions takes 1 (the current edition) or 2 (an archived ICCS 2025 and a current ICCS 2026)');
const reviewerCount = Number(values.reviewers);
if (!Number.isInteger(paperCount) || paperCount < 1 || paperCount > 50_000) throw new Error('--papers takes a number from 1 to 50000');
if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('The seeding command fills the emulator suite only.');

// A small deterministic generator, so two runs of the same size give the same data set.
let state = 20250918;
const random = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const firstNames = ['Asha', 'Ravi', 'Meena', 'Arjun', 'Divya', 'Karthik', 'Lakshmi', 'Suresh', 'Priya', 'Vikram', 'Anita', 'Rahul', 'Sara', 'Tom', 'Lena', 'Kenji', 'Amal', 'Ines'];
const lastNames = ['Kumar', 'Iyer', 'Nair', 'Reddy', 'Sharma', 'Das', 'Menon', 'Rao', 'Patel', 'Singh', 'Silva', 'Meyer', 'Tanaka', 'Haddad', 'Costa'];
const subjects = ['Federated learning', 'Edge scheduling', 'Blockchain auditing', 'Quantum annealing', 'Digital twins', 'Remote sensing', 'Graph mining', 'Secure IoT', 'Robot navigation', 'Big data pipelines'];
/** The call's topic each subject belongs to (conference.topics, by position). */
const topicOf: Record<string, number> = {
  'Federated learning': 0,
  'Graph mining': 1,
  'Big data pipelines': 2,
  'Edge scheduling': 3,
  'Secure IoT': 4,
  'Blockchain auditing': 5,
  'Quantum annealing': 6,
  'Robot navigation': 7,
  'Digital twins': 8,
  'Remote sensing': 9,
};
const topicsOf = (...chosen: string[]) => [...new Set(chosen.map((subject) => conference.topics[topicOf[subject] ?? 0] as string))];
const angles = ['for smart cities', 'under uncertainty', 'at scale', 'with limited labels', 'in healthcare', 'for agriculture', 'on the edge', 'with privacy guarantees'];
const states = ['Tamil Nadu', 'Kerala', 'Karnataka', 'Maharashtra', 'Telangana', 'Delhi'];
const statusMix: Array<[PaperStatus, number]> = [
  [PaperStatus.Submitted, 0.35],
  [PaperStatus.UnderReview, 0.25],
  [PaperStatus.Accepted, 0.15],
  [PaperStatus.Rejected, 0.1],
  [PaperStatus.Published, 0.15],
];

const onlyStatus = values.status === undefined ? undefined : (Object.values(PaperStatus) as string[]).includes(values.status) ? (values.status as PaperStatus) : undefined;
if (values.status !== undefined && onlyStatus === undefined) throw new Error(`--status takes one of ${Object.values(PaperStatus).join(', ')}`);

/** An archived edition decided every paper: rejected, or accepted and (most) published in its proceedings. */
const decidedMix: Array<[PaperStatus, number]> = [
  [PaperStatus.Rejected, 0.5],
  [PaperStatus.Accepted, 0.1],
  [PaperStatus.Published, 0.4],
];

function chooseStatus(mix: Array<[PaperStatus, number]>): PaperStatus {
  if (onlyStatus) return onlyStatus;
  let roll = random();
  for (const [status, share] of mix) {
    if ((roll -= share) < 0) return status;
  }
  return PaperStatus.Submitted;
}

async function inBatches<T>(items: T[], size: number, write: (batch: FirebaseFirestore.WriteBatch, item: T) => void) {
  for (let start = 0; start < items.length; start += size) {
    const batch = db.batch();
    items.slice(start, start + size).forEach((item) => write(batch, item));
    await batch.commit();
  }
}

/** Each organisation's email domain. */
const domainOf = (organisation: string) => `${organisation.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.seed.test`;

async function main() {
  if (editionCount === 2) return seedTwoEditions();
  await seedEdition(await peopleOf(Date.now().toString(36)), statusMix);
}

/**
 * ICCS 2025 (the built edition) with its own calendar, every paper decided, its volume and a programme
 * of its accepted papers; then ICCS 2026, made from it with every setting but the calendar, opened (2025
 * is archived), its call open now, and its papers from many of the same authors.
 */
async function seedTwoEditions() {
  if ((await listEditions()).length > 1) throw new Error('--editions 2 seeds a database with one edition: this one has more (run it on a fresh npm start).');
  const chair = (await documents.users.where('role', '==', 'admin').limit(1).get()).docs[0]?.data();
  if (!chair) throw new Error('No admin account: npm start makes the demo admin, who rolls the edition over.');
  const caller = { uid: chair.uid, role: 'admin' as const, email: chair.email, emailVerified: true };
  const runId = Date.now().toString(36);
  const authors = await peopleOf(runId);
  await inEdition(builtEdition, async () => {
    await configDocs.calendar.set(CalendarSchema.parse(editionCalendar));
    const papers = await seedEdition(authors, decidedMix);
    await configDocs.programme.set(programmeOf(papers.filter((paper) => paper.status === PaperStatus.Accepted || paper.status === PaperStatus.Published)));
    await createEdition(caller, { acronym: 'ICCS', year: 2026, copy: editionPartNames.filter((part) => part !== 'calendar') });
  });
  const { edition } = await openEdition(caller, 'iccs-2026');
  await inEdition(edition, async () => {
    await configDocs.calendar.set(CalendarSchema.parse(plannedCalendar(new Date(), defaultTimeZone)));
    await seedEdition(authors, statusMix, `${runId}b`);
  });
  console.log(`${builtEdition.name} is archived with its proceedings and programme; ${edition.name} is current (its call open until 30 days from now).`);
}

/** Two days of paper sessions (four papers each) from the accepted papers, in the edition's conference days. */
function programmeOf(accepted: Array<{ paperId: string }>): ProgrammeDoc {
  const rooms = ['Seminar hall 1', 'Seminar hall 2'];
  const slots = ['2025-09-18T11:00:00+05:30', '2025-09-18T14:00:00+05:30', '2025-09-19T11:00:00+05:30', '2025-09-19T14:00:00+05:30'];
  const sessions: ProgrammeDoc['sessions'] = [
    { id: 'opening', kind: 'keynote', title: 'Opening keynote', room: 'Main hall', online: true, start: '2025-09-18T09:30:00+05:30', end: '2025-09-18T10:30:00+05:30', chair: 'Prof. R. Venkatesan', paperIds: [], sequence: 0 },
  ];
  slots.forEach((start, slot) => {
    rooms.forEach((room, place) => {
      const index = slot * rooms.length + place;
      const paperIds = accepted.slice(index * 4, index * 4 + 4).map((paper) => paper.paperId);
      if (paperIds.length === 0) return;
      const end = new Date(Date.parse(start) + 90 * 60_000).toISOString();
      sessions.push({ id: `s${index + 1}`, kind: 'session', title: `${subjects[index % subjects.length]} ${place + 1}`, room, online: false, start, end, chair: `Dr. ${firstNames[index % firstNames.length]} ${lastNames[index % lastNames.length]}`, paperIds, sequence: 0 });
    });
  });
  return { sessions, updatedAt: new Date().toISOString() };
}

/** The authors' accounts: the same people submit to every edition the command seeds. */
async function peopleOf(runId: string): Promise<UserDoc[]> {
  const authorCount = Math.max(1, Math.round(paperCount / 3));
  // The people first (drawn in order, so the data set stays the same), then their accounts, a few at a time.
  const people = Array.from({ length: authorCount }, (_, index) => {
    const name = `${pick(firstNames)} ${pick(lastNames)}`;
    const organization = `${pick(lastNames)} Institute`;
    // Each person's address is at their own organisation's domain, as at a real conference (a shared
    // domain would put every reviewer in conflict with every author).
    return { name, organization, email: `author${index}.${runId}@${domainOf(organization)}`, gender: pick(['Male', 'Female']), address: pick(states) };
  });
  const authors: UserDoc[] = await inParallel(people, 16, async (person) => {
    const user = await auth.createUser({ email: person.email, password: 'Seed@2025', displayName: person.name });
    await auth.setCustomUserClaims(user.uid, { role: 'author' });
    return { uid: user.uid, role: 'author', name: person.name, email: person.email, gender: person.gender, designation: 'Researcher', organization: person.organization, phone: '9000000000', address: person.address, createdAt: new Date().toISOString() };
  });
  return authors;
}

/** The edition in scope's reviewers and papers (the authors' documents too); the papers written. */
async function seedEdition(authors: UserDoc[], mix: Array<[PaperStatus, number]>, runId = Date.now().toString(36)): Promise<PaperDoc[]> {
  const started = Date.now();
  // The counters of what is stored already are settled; the triggers then rest while the data set is
  // written in batches, and one recount at the end counts it (20,000 papers would otherwise be 20,000
  // trigger runs on one counters document).
  await countersSettled(started);
  await setBackgroundTriggers(false);
  let papers: PaperDoc[];
  try {
    papers = await writeDataSet(started, runId, authors, mix);
  } finally {
    await setBackgroundTriggers(true);
  }
  const stats = await recountAndStore();
  console.log(`${currentEdition().name}: counters recounted after ${((Date.now() - started) / 1000).toFixed(1)} s:`, JSON.stringify({ reviewers: stats.reviewers, authors: stats.authors, statusCounts: stats.statusCounts }));
  return papers;
}

/** The authors' documents, the reviewer records, the paper numbers, the papers with their files, index entries and reviews. */
async function writeDataSet(started: number, runId: string, authors: UserDoc[], mix: Array<[PaperStatus, number]>): Promise<PaperDoc[]> {
  await inBatches(authors, 400, (batch, user) => batch.set(documents.users.doc(user.uid), user));
  console.log(`${authors.length} authors with accounts (password Seed@2025)`);

  const reviewers: ReviewerDoc[] = Array.from({ length: reviewerCount }, (_, index) => {
    const ref = documents.reviewers.doc();
    const affiliation = `${pick(lastNames)} University`;
    const [area, second] = [pick(subjects), pick(subjects)];
    return {
      ...reviewerRecord({ id: ref.id, name: `Dr. ${pick(firstNames)} ${pick(lastNames)}`, affiliation, email: `reviewer${index}.${runId}@${domainOf(affiliation)}`, profile: null, profileType: null, researchArea: `${area}, ${second}`, createdAt: new Date().toISOString() }),
      topics: topicsOf(area, second),
    };
  });
  await inBatches(reviewers, 400, (batch, reviewer) => batch.set(documents.reviewers.doc(reviewer.id), reviewer));
  // Each record has its reviewer's account (the address verified, as after the emailed link), so the
  // reviewers can sign in to their papers, their reviews and the discussions.
  const reviewerUsers: UserDoc[] = await inParallel(reviewers, 16, async (reviewer) => {
    const user = await auth.createUser({ email: reviewer.email, password: 'Seed@2025', displayName: reviewer.name, emailVerified: true });
    await auth.setCustomUserClaims(user.uid, { role: 'reviewer' });
    return { uid: user.uid, role: 'reviewer', name: reviewer.name, email: reviewer.email, organization: reviewer.affiliation, createdAt: new Date().toISOString() };
  });
  await inBatches(reviewerUsers, 400, (batch, user) => batch.set(documents.users.doc(user.uid), user));
  console.log(`${reviewers.length} reviewer records, each with its account (password Seed@2025)`);

  // Claim a block of paper numbers, as submissions do one at a time.
  const first = (await lastNumber('papers')) + 1;
  const numbers = Array.from({ length: paperCount }, (_, index) => first + index);
  await inBatches(numbers, 400, (batch, value) => batch.create(claimRef('papers', value), { at: FieldValue.serverTimestamp() }));
  await editionMeta().doc('sequences').set({ papers: first + paperCount - 1 }, { merge: true });

  const manuscriptPdf = await (await PdfWriter.create('Seeded manuscript')).heading('Seeded manuscript').text('Generated for demos and benchmarks.').bytes();
  const store = fileStore();
  const papers: Array<{ paper: PaperDoc; manuscript: ManuscriptDoc; reviews: ReviewDoc[] }> = [];
  for (let index = 0; index < paperCount; index++) {
    const paperId = formatNumber(paperIdPrefixOf(currentEdition()), first + index);
    const status = chooseStatus(mix);
    const month = 1 + Math.floor(random() * 6);
    const submitted = new Date(Date.UTC(currentEdition().year, month - 1, 1 + Math.floor(random() * 28), 8 + Math.floor(random() * 10))).toISOString();
    const owner = pick(authors);
    const title = `${pick(subjects)} ${pick(angles)}`;
    // Three reviewers per paper (distinct), one excluded by the authors on some papers; under review,
    // some reviews are still drafts or not started; decided papers have every review sent.
    const pool = [...reviewers].sort(() => random() - 0.5);
    const excluded = random() < 0.2 && pool.length > 3 ? [pool.pop()!.id] : [];
    const assigned = status === PaperStatus.Submitted ? [] : pool.slice(0, Math.min(3, pool.length));
    const reviews: ReviewDoc[] = assigned.flatMap((reviewer, position): ReviewDoc[] => {
      const roll = random();
      const state = status !== PaperStatus.UnderReview ? ReviewStatus.Published : position === 0 || roll < 0.5 ? ReviewStatus.Submitted : roll < 0.75 ? ReviewStatus.Draft : null;
      if (state === null) return [];
      const complete = state !== ReviewStatus.Draft;
      return [
        {
          paperId,
          reviewerId: reviewer.id,
          articleTitle: title,
          reviewerEmail: reviewer.email,
          updatedBy: reviewer.email,
          criteriaRatings: Object.fromEntries(reviewCriteria.slice(0, complete ? reviewCriteria.length : 3).map((criterion) => [criterion, pick(reviewRatings)])),
          suggestions: { sectionsNumbered: 'Yes', figuresTablesNumbered: 'Yes', englishGrammar: pick(['Yes', 'No']), allReferencesCited: 'Yes' },
          plagiarism: `Turnitin, ${Math.floor(random() * 15)}%`,
          additionalComments: 'Seeded review.',
          ...(complete ? { recommendation: pick(recommendations), confidence: pick(confidences) } : {}),
          finalRemarks: '',
          confidentialComments: complete ? 'Seeded note for the committee.' : '',
          status: state,
          createdAt: submitted,
          updatedAt: submitted,
        },
      ];
    });
    const submittedReviews = reviews.filter((review) => review.status !== ReviewStatus.Draft).length;
    const keywords = [pick(subjects), pick(subjects), 'computing', 'systems'];
    const paper: PaperDoc = {
      paperId,
      title,
      abstract: Array.from({ length: 160 }, () => pick(['data', 'model', 'system', 'results', 'method', 'network', 'learning'])).join(' '),
      keywords,
      topics: topicsOf(...keywords.slice(0, 2)),
      status,
      ...assignmentFields(
        paperId,
        recordReviews(
          assigned.map((reviewer) => ({ reviewerId: reviewer.id, name: reviewer.name, email: reviewer.email, assignedAt: submitted })),
          reviews,
        ),
        submittedReviews,
      ),
      manuscriptPath: fileUrl('manuscript', paperId, 'pdf'),
      submissionDate: submitted,
      lastUpdatedOn: submitted,
    };
    const sent = status !== PaperStatus.UnderReview && submittedReviews > 0;
    const manuscript: ManuscriptDoc = {
      paperId,
      authorId: owner.uid,
      authors: [{ name: owner.name, email: owner.email, organization: owner.organization ?? '', phone: '9000000000', gender: pick(['Male', 'Female', 'Other']), state: pick(states), country: 'India' }],
      authorEmails: authorEmailsOf([owner]),
      title,
      abstract: paper.abstract,
      keywords: paper.keywords,
      topics: paper.topics ?? [],
      status,
      fileUrl: paper.manuscriptPath,
      commentsPath: sent ? fileUrl('comments', paperId, 'pdf') : null,
      payment: null,
      excludedReviewers: excluded,
      submissionDate: submitted,
      lastUpdatedOn: submitted,
    };
    await store.save(storePaths.manuscript(paperId), manuscriptPdf, 'application/pdf');
    if (sent) {
      const storePath = storePaths.newReviewPdf(paperId);
      const pdf = await renderComments(paper, reviews);
      if (pdf) {
        await store.save(storePath, pdf, 'application/pdf');
        Object.assign(paper, { reviewPdfStorePath: storePath });
      }
    }
    papers.push({ paper, manuscript, reviews });
  }
  await inBatches(papers, 100, (batch, { paper, manuscript, reviews }) => {
    batch.set(documents.papers.doc(paper.paperId), paper);
    batch.set(documents.manuscripts.doc(paper.paperId), manuscript);
    batch.set(documents.paperIndex.doc(paper.paperId), paperIndexEntry(paper, manuscript.authors.map((author) => author.name)));
    for (const review of reviews) batch.set(documents.reviews.doc(reviewDocId(paper.paperId, review.reviewerId)), review);
    recordReviewerPapers(batch, paper.paperId, [], paper.reviewerEmails);
    recordAuthorPaper(batch, manuscript.authorId, paper.paperId, true);
    // Accepted papers join the volume: its stored layout is made again on its next read.
    if (inVolume(paper.status)) volumeChanged(batch, paper.paperId);
    paperTallyStatus(batch, paper.paperId, paper.status);
  });
  console.log(`${papers.length} papers (${papers.reduce((sum, entry) => sum + entry.reviews.length, 0)} reviews) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return papers.map((entry) => entry.paper);
}

/** Runs `work` on every item, at most `limit` at once; the results in the items' order. */
async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Waits until the counters match a recount: every trigger of what was written before has run. */
async function countersSettled(started: number): Promise<void> {
  for (let waited = 0; ; waited++) {
    const [live, recount] = await Promise.all([readStats(), computeStats()]);
    if (isDeepStrictEqual(live, recount)) {
      if (waited > 0) console.log(`\nEarlier counters settled after ${((Date.now() - started) / 1000).toFixed(1)} s`);
      return;
    }
    if (waited === 0) process.stdout.write('Waiting for the counters of earlier writes');
    process.stdout.write('.');
    await new Promise((done) => setTimeout(done, 1000));
  }
}

/** Pauses or resumes the functions emulator's Firestore triggers (through the emulator hub). */
async function setBackgroundTriggers(enabled: boolean): Promise<void> {
  const hub = process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400';
  const response = await fetch(`http://${hub}/functions/${enabled ? 'enable' : 'disable'}BackgroundTriggers`, { method: 'PUT' });
  if (!response.ok) throw new Error(`The emulator hub refused to ${enabled ? 'resume' : 'pause'} the triggers: ${response.status} ${await response.text()}`);
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
