// The database's invariants, checked from the data alone (npm run check-invariants, and after every
// emulator test run). Each broken one is reported with the documents it concerns; nothing is repaired.
import { isDeepStrictEqual } from 'node:util';
import { Collections, ConfigSchemas, DocumentSchemas, IdFormats, programmeSettingsDoc, PaperStatus, ReviewStatus, checkDocument, dueDateOf, isStatsShard, extensionId, isStatus, paperIndexEntry, reviewDocId, reviewerSearchFields, isSharedCollection, builtEdition, type CertificateDoc, type InvitationDoc, type InvitationTokenDoc, type PaymentDoc, type PaymentReference } from '@confsys/domain';
import type { z } from 'zod/mini';
import { db } from './admin';
import { shownCalendar } from './calendar/calendar';
import { fileStore } from './fileStore';
import { isAccepted, readVolume } from './proceedings/records';
import { row } from './proceedings/chairScreen';
import { storedLayoutRows } from './proceedings/layout';
import { tallyDifferences } from './assignment/bidTallies';
import { invoiceQueue } from './payments/invoiceNumbers';
import { computeStats, readStats } from './dashboard/stats';
import { manuscriptStore } from './submissions/manuscriptFiles';
import { storePaths } from './storePaths';
import { editionCollection } from './documents';
import { reviewRecord } from './reviewStore';
import { paperListRepairs, paperListsOf, storedAuthorPapers, storedReviewerPapers } from './paperLists';
import { listEditions } from './editions/editions';
import { inEdition, currentEdition } from './editionScope';

export interface Violation {
  invariant: string;
  detail: string;
}

type Raw = { id: string; path: string; data: Record<string, unknown> };

/** A collection's documents: the current edition's, or those every edition shares. */
async function readAll(collection: string): Promise<Raw[]> {
  const snapshot = await (isSharedCollection(collection) ? db.collection(collection) : editionCollection(collection)).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, path: doc.ref.path, data: doc.data() }));
}

type Report = (invariant: string, detail: string) => void;
type Valid<T> = Array<{ id: string; path: string; value: T }>;

/**
 * Every invariant, over the whole database: each edition's documents (in its scope), then what the
 * editions share (the payments' references and the financial years' document numbers, one series for
 * all editions). `settle` retries the counters while triggers may still run.
 */
export async function checkInvariants(options: { settleMs?: number } = {}): Promise<Violation[]> {
  const found = new Map<string, Violation>();
  const report: Report = (invariant, detail) => found.set(`${invariant}\n${detail}`, { invariant, detail });
  const payments: Valid<PaymentDoc> = [];
  await checkRegistry(report);
  for (const edition of await listEditions()) {
    payments.push(...(await inEdition(edition, () => checkEdition(options, report))));
  }
  const references = checkShape((await db.collection(Collections.paymentReferences).get()).docs.map((doc) => ({ id: doc.id, path: doc.ref.path, data: doc.data() })), DocumentSchemas.paymentReferences, report);
  const waiting = new Set((await invoiceQueue().get()).docs.map((doc) => doc.data().paymentId));
  checkDocumentNumbers(payments, references, (await db.collection(Collections.meta).doc('documentNumbers').get()).data() ?? {}, waiting, report);
  return [...found.values()];
}

/**
 * The editions' registry marks one edition current, and enters the built edition once it lists any
 * (readCurrentEdition reads an empty registry from the built edition's missing entry).
 */
async function checkRegistry(report: Report): Promise<void> {
  const entries = (await db.collection(Collections.editions).get()).docs;
  if (entries.length === 0) return;
  if (!entries.some((doc) => doc.id === builtEdition.id)) report('the editions registry enters the built edition', `editions/${builtEdition.id} is missing beside ${entries.map((doc) => doc.id).join(', ')}`);
  const current = entries.filter((doc) => doc.get('state') === 'current').map((doc) => doc.id);
  if (current.length !== 1) report('the editions registry marks exactly one edition current', current.length === 0 ? 'none is current' : `current: ${current.join(', ')}`);
}

/** Each certificate is stored under its code, and a person has at most one live (not revoked) certificate per edition, kind and paper. */
function checkCertificates(certificates: Valid<CertificateDoc>, report: Report): void {
  const live = new Map<string, string>();
  for (const { id, path, value } of certificates) {
    if (value.code !== id || !IdFormats.certificate.test(id)) report('a certificate is stored under its code', path);
    if (value.revoked) continue;
    const other = live.get(value.key);
    if (other === undefined) live.set(value.key, id);
    else report('at most one live certificate per edition, kind, person and paper', `certificates/${other} and certificates/${id}: ${value.key}`);
  }
}

/** Each invitation is stored under its ID and waits exactly while invited or opened; each link's digest names an invitation. */
function checkInvitations(invitations: Valid<InvitationDoc>, links: Valid<InvitationTokenDoc>, report: Report): void {
  const ids = new Set(invitations.map(({ id }) => id));
  for (const { id, path, value } of invitations) {
    if (value.id !== id) report('an invitation is stored under its ID', path);
    if (value.waiting !== (value.state === 'invited' || value.state === 'opened')) report('an invitation waits exactly while invited or opened', `${path}: ${value.state}, waiting ${String(value.waiting)}`);
    if ((value.state === 'accepted') !== (value.accepted !== null)) report('an accepted invitation records its answer', path);
  }
  for (const { id, path, value } of links) {
    if (!/^[a-f0-9]{64}$/.test(id)) report("an invitation link is stored under its secret's SHA-256", path);
    if (!ids.has(value.invitationId)) report('an invitation link names an invitation', `${path}: ${value.invitationId}`);
  }
}

function checkShape<T>(docs: Raw[], schema: z.ZodMiniType<T>, report: Report): Valid<T> {
  return docs.flatMap((doc) => {
    const checked = checkDocument(schema, doc.data);
    if (checked.ok) return [{ id: doc.id, path: doc.path, value: checked.value }];
    report('every document matches its schema', `${doc.path}: ${checked.problems.join('; ')}`);
    return [];
  });
}

/**
 * Every verified payment has exactly one document number (or waits in the queue for it), and no other
 * payment has one; the numbers of a financial year run 1..n without gaps (n: the series' counter), each
 * used once. Each payment that is not rejected holds its reference's claim, and each claim names such a payment.
 */
function checkDocumentNumbers(payments: Valid<PaymentDoc>, references: Valid<PaymentReference>, counters: Record<string, unknown>, waiting: ReadonlySet<string>, report: Report): void {
  const serials = new Map<string, number[]>();
  const numbersSeen = new Map<string, string>();
  for (const { id, value } of payments) {
    const numbered = [...(value.document ? [{ series: 'invoice', financialYear: value.document.financialYear, serial: value.document.serial, number: value.document.number }] : [])];
    for (const note of value.creditNotes) {
      const [, financialYear = '', serial = ''] = note.number.split('/');
      numbered.push({ series: 'credit', financialYear, serial: Number(serial), number: note.number });
    }
    const numberedOrWaiting = value.document !== null || waiting.has(id);
    if ((value.state === 'verified') !== numberedOrWaiting) report('every verified payment has exactly one document number', `payments/${id} is ${value.state} ${value.document ? `with ${value.document.number}` : 'without a number'}`);
    if (value.document !== null && waiting.has(id)) report('a numbered payment no longer waits for a number', `payments/${id} has ${value.document.number} and waits in the queue`);
    if (value.state !== 'verified' && value.creditNotes.length > 0) report('credit notes refer to a verified payment', `payments/${id} is ${value.state}`);
    for (const item of numbered) {
      const other = numbersSeen.get(item.number);
      if (other) report('a document number is used once', `${item.number} on payments/${other} and payments/${id}`);
      numbersSeen.set(item.number, id);
      const key = `${item.series} ${item.financialYear}`;
      serials.set(key, [...(serials.get(key) ?? []), item.serial]);
    }
  }
  for (const [key, list] of serials) {
    const count = Number(counters[key] ?? 0);
    const sorted = [...list].sort((a, b) => a - b);
    if (sorted.length !== count || sorted.some((serial, index) => serial !== index + 1)) report("a financial year's document numbers have no gaps", `${key}: counter ${count}, numbers ${sorted.join(', ')}`);
  }
  for (const key of Object.keys(counters)) if (!serials.has(key) && Number(counters[key]) > 0) report("a financial year's document numbers have no gaps", `${key}: counter ${String(counters[key])}, no document`);
  const paymentById = new Map(payments.map((doc) => [doc.id, doc.value]));
  for (const { id, value } of references) {
    const payment = paymentById.get(value.paymentId);
    if (!payment || payment.state === 'rejected' || payment.referenceKey !== id) report('a transaction reference is claimed by one live payment', `paymentReferences/${id} names payments/${value.paymentId}`);
  }
  const claimed = new Set(references.map(({ id }) => id));
  for (const { id, value } of payments) if (value.state !== 'rejected' && !claimed.has(value.referenceKey)) report('a transaction reference is claimed by one live payment', `payments/${id} (${value.referenceKey}) holds no claim`);
}

/** One edition's invariants, in its scope; its payments, for the numbers every edition shares. */
async function checkEdition(options: { settleMs?: number }, report: Report): Promise<Valid<PaymentDoc>> {

  const names = Object.keys(DocumentSchemas) as Array<keyof typeof DocumentSchemas>;
  const raw = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await readAll(Collections[name])] as const))) as Record<
    keyof typeof DocumentSchemas,
    Raw[]
  >;

  // Every document has its collection's shape (the stats collection holds only the dashboard counters' shards).
  const valid = <T>(docs: Raw[], schema: z.ZodMiniType<T>) => checkShape(docs, schema, report);
  const papers = valid(raw.papers, DocumentSchemas.papers);
  const manuscripts = valid(raw.manuscripts, DocumentSchemas.manuscripts);
  const reviewers = valid(raw.reviewers, DocumentSchemas.reviewers);
  const reviews = valid(raw.reviews, DocumentSchemas.reviews);
  const registrations = valid(raw.registrations, DocumentSchemas.registrations);
  const conflicts = valid(raw.conflicts, DocumentSchemas.conflicts);
  const bids = valid(raw.bids, DocumentSchemas.bids);
  valid(raw.proposals, DocumentSchemas.proposals);
  const participants = valid(raw.participants, DocumentSchemas.participants);
  for (const { id, path, value } of participants) if (value.uid !== id) report('a registration is stored under its participant', path);
  valid(raw.mail, DocumentSchemas.mail);
  const payments = valid(raw.payments, DocumentSchemas.payments);
  valid(raw.audit, DocumentSchemas.audit);
  const extensions = valid(raw.extensions, DocumentSchemas.extensions);
  const proceedings = valid(raw.proceedings, DocumentSchemas.proceedings);
  checkCertificates(valid(raw.certificates, DocumentSchemas.certificates), report);
  checkInvitations(valid(raw.invitations, DocumentSchemas.invitations), valid(raw.invitationTokens, DocumentSchemas.invitationTokens), report);
  // The review deadline every due date falls back on: the stored calendar's, or the edition's until the chair sets one.
  const { reviewDeadline } = await shownCalendar();
  // The config collection holds named documents, each with its own schema.
  for (const doc of await readAll(Collections.config)) {
    const schema = (ConfigSchemas as Record<string, z.ZodMiniType | undefined>)[doc.id];
    if (schema) valid([doc], schema);
    else report('config holds only the known settings documents', doc.path);
  }
  valid(raw.users, DocumentSchemas.users);
  valid(raw.settings, DocumentSchemas.settings);
  valid(raw.stats, DocumentSchemas.stats);
  for (const doc of raw.stats) if (!isStatsShard(doc.id)) report("stats holds only the dashboard counters' shards", doc.path);

  // A registration names the payment that holds it, as that payment stands; a payer has at most one such payment.
  const openByPayer = new Map<string, Array<{ id: string; state: string }>>();
  for (const { id, value } of payments) if (value.state !== 'rejected') openByPayer.set(value.uid, [...(openByPayer.get(value.uid) ?? []), { id, state: value.state }]);
  for (const { id, value } of participants) {
    const open = openByPayer.get(id) ?? [];
    if (open.length > 1) report('a registration is held by at most one payment', `participants/${id}: ${open.map((payment) => `payments/${payment.id}`).join(', ')}`);
    if (value.openPayment !== undefined && !isDeepStrictEqual(value.openPayment, open[0] ?? null)) report('a registration names the payment that holds it', `participants/${id} names ${JSON.stringify(value.openPayment)}, the payments say ${JSON.stringify(open[0] ?? null)}`);
  }

  // A conflict bid and the conflict it declares exist together: clearing the bid withdrew the declaration.
  const conflictBids = new Set(bids.filter(({ value }) => value.bid === 'conflict').map(({ value }) => reviewDocId(value.paperId, value.reviewerId)));
  const declared = new Set(conflicts.map(({ id }) => id));
  for (const { id, path, value } of bids) if (id !== reviewDocId(value.paperId, value.reviewerId)) report('a bid is stored under its paper and reviewer', path);
  for (const key of conflictBids) if (!declared.has(key)) report('a conflict bid has its declared conflict', `bids/${key} has no conflicts/${key}`);
  for (const { id, value } of conflicts) if (value.via === 'bid' && !conflictBids.has(id)) report('a conflict declared by a bid has its bid', `conflicts/${id} has no conflict bid`);

  // Paper numbers are unique: the document ID is the paper ID, in both documents of a paper.
  for (const { id, path, value } of [...papers, ...manuscripts]) {
    if (value.paperId !== id) report('each paper ID names one paper', `${path} holds paperId ${value.paperId}`);
  }

  // Each paper has a manuscript with the same status, and each manuscript a paper.
  const manuscriptById = new Map(manuscripts.map((doc) => [doc.id, doc.value]));
  const paperById = new Map(papers.map((doc) => [doc.id, doc.value]));
  for (const { id, value: paper } of papers) {
    const manuscript = manuscriptById.get(id);
    if (!manuscript) report('each paper has its manuscript', `papers/${id} has no manuscripts/${id}`);
    else if (manuscript.status !== paper.status) report('a paper and its manuscript have one status', `papers/${id} is ${paper.status}, manuscripts/${id} is ${manuscript.status}`);
  }
  for (const { id } of manuscripts) if (!paperById.has(id)) report('each manuscript has its paper', `manuscripts/${id} has no papers/${id}`);
  // One payment model: a paper's payment is the payment of its author's registration (payments/{id}).
  for (const { id, value } of manuscripts) if (value.payment !== null) report('no paper carries a payment of its own', `manuscripts/${id} holds a payment (npm run recount moves it to the payments)`);

  // Every session's papers are accepted (or published) and in no other session.
  const programme = checkDocument(ConfigSchemas.programme, (await editionCollection(Collections.config).doc(programmeSettingsDoc).get()).data() ?? { sessions: [], updatedAt: '' });
  const placedIn = new Map<string, string>();
  for (const session of programme.ok ? programme.value.sessions : []) {
    for (const paperId of session.paperIds) {
      const paper = paperById.get(paperId);
      if (!paper || !(isStatus(paper.status, PaperStatus.Accepted) || isStatus(paper.status, PaperStatus.Published))) report("a session's papers are accepted", `session ${session.id} holds ${paperId} (${paper?.status ?? 'no such paper'})`);
      const other = placedIn.get(paperId);
      if (other) report('a paper is in at most one session', `${paperId} is in ${other} and ${session.id}`);
      placedIn.set(paperId, session.id);
    }
  }

  // An extension names an existing paper (kind paper) and sits under the ID its target gives it.
  for (const { id, path, value } of extensions) {
    if (value.id !== id || id !== extensionId(value.kind, value.kind === 'paper' ? (value.paperId ?? '') : value.authorUid)) report('an extension sits under its target\'s ID', path);
    if (value.kind === 'paper' && (value.paperId === null || !paperById.has(value.paperId))) report('extensions name existing papers', `${path} names ${value.paperId}`);
  }

  // Each paper has its lists' index entry, equal to the one its paper and manuscript make; and no other entry exists.
  const indexEntries = new Map(valid(raw.paperIndex, DocumentSchemas.paperIndex).map((doc) => [doc.id, doc.value]));
  for (const { id, value: paper } of papers) {
    const entry = indexEntries.get(id);
    const manuscript = manuscriptById.get(id);
    if (!entry) report("each paper has its lists' index entry", `papers/${id} has no paperIndex/${id}`);
    else if (manuscript && !isDeepStrictEqual(entry, paperIndexEntry(paper, manuscript.authors.map((author) => author.name)))) {
      report("a paper's index entry matches the paper", `paperIndex/${id} differs from what papers/${id} and manuscripts/${id} make`);
    }
  }
  for (const id of indexEntries.keys()) if (!paperById.has(id)) report("each index entry has its paper", `paperIndex/${id} has no papers/${id}`);

  // Each assigned reviewer of a paper under review has a record with the same email (a decided paper
  // keeps the names of reviewers whose records were deleted since); the lists agree with each other.
  const reviewerById = new Map(reviewers.map((doc) => [doc.id, doc.value]));
  for (const { id, value: reviewer } of reviewers) {
    if (!isDeepStrictEqual(reviewerSearchFields(reviewer), { nameKey: reviewer.nameKey, searchTokens: reviewer.searchTokens })) {
      report("a reviewer record's search fields match it", `reviewers/${id}: nameKey or searchTokens differ from what its name, affiliation and email make`);
    }
  }
  // Each reviewer address's and each author's own list holds exactly the papers that name them (paperLists.ts).
  const [reviewerLists, authorLists] = await Promise.all([storedReviewerPapers(), storedAuthorPapers()]);
  for (const { owner, paperId, listed } of paperListRepairs(reviewerLists, paperListsOf(papers.map(({ value }) => value), (paper) => paper.reviewerEmails))) {
    report("a reviewer's own list holds exactly their papers", listed ? `papers/${paperId} names ${owner}, whose list lacks it` : `the list of ${owner} holds ${paperId}, which does not name them`);
  }
  for (const { owner, paperId, listed } of paperListRepairs(authorLists, paperListsOf(manuscripts.map(({ value }) => value), (manuscript) => [manuscript.authorId]))) {
    report("an author's own list holds exactly their papers", listed ? `manuscripts/${paperId} is ${owner}'s, whose list lacks it` : `authorPapers/${owner} holds ${paperId}, which is not theirs`);
  }
  for (const { id, value: paper } of papers) {
    const ids = paper.reviewers.map((assignment) => assignment.reviewerId);
    const emails = paper.reviewers.map((assignment) => assignment.email);
    if (ids.join('\n') !== paper.reviewerIds.join('\n') || emails.join('\n') !== paper.reviewerEmails.join('\n')) {
      report("a paper's reviewer lists agree", `papers/${id}: reviewers ${ids.join(', ')}, reviewerIds ${paper.reviewerIds.join(', ')}, reviewerEmails ${paper.reviewerEmails.join(', ')}`);
    }
    if (new Set(ids).size !== ids.length) report('a reviewer is assigned to a paper once', `papers/${id}: ${ids.join(', ')}`);
    if (isStatus(paper.status, PaperStatus.Submitted) && ids.length > 0) report('a submitted paper has no reviewers yet', `papers/${id}`);
    // A withdrawn paper's reviewers lose access at once: it lists none (restoring puts back those it kept).
    const withdrawn = isStatus(paper.status, PaperStatus.Withdrawn);
    if (withdrawn && ids.length > 0) report('a withdrawn paper has no active reviewer access', `papers/${id} still lists ${ids.join(', ')}`);
    if (withdrawn !== Boolean(paper.withdrawal)) report('a paper has a withdrawal record exactly when it is withdrawn', `papers/${id} is ${paper.status}`);
    if (!isStatus(paper.status, PaperStatus.UnderReview)) continue;
    // Every review of a paper under review has a due date: its own, or the calendar's review deadline.
    for (const assignment of paper.reviewers) {
      const due = dueDateOf(assignment, reviewDeadline);
      if (Number.isNaN(Date.parse(due))) report('no paper under review lacks a due date', `papers/${id}: reviewer ${assignment.reviewerId} is due ${JSON.stringify(due)}`);
    }
    for (const assignment of paper.reviewers) {
      const record = reviewerById.get(assignment.reviewerId);
      if (!record) report('each assigned reviewer has a record', `papers/${id} names reviewer ${assignment.reviewerId}, which has no record`);
      else if (record.email !== assignment.email) report('each assigned reviewer has a record', `papers/${id} is assigned to ${assignment.email}, the record says ${record.email}`);
    }
  }

  // Each review is one reviewer's review of an existing paper: stored under {paperId}_{reviewerId}, by a
  // reviewer still assigned (or kept, submitted, by the admin's choice); the paper counts the submitted ones.
  const submittedByPaper = new Map<string, number>();
  for (const { id, value: review } of reviews) {
    const paper = paperById.get(review.paperId);
    if (id !== reviewDocId(review.paperId, review.reviewerId)) report('a review is stored under its paper and reviewer', `reviews/${id} is ${review.paperId} by ${review.reviewerId}`);
    if (!paper) {
      report('each review belongs to a paper', `reviews/${id} has no papers/${review.paperId}`);
      continue;
    }
    // A withdrawn paper keeps its reviewers' assignments in its withdrawal record, for a restore.
    const assignment = [...paper.reviewers, ...(paper.withdrawal?.reviewers ?? [])].find((candidate) => candidate.reviewerId === review.reviewerId);
    const submitted = review.status !== ReviewStatus.Draft;
    if (!assignment && !(review.keptAfterRemoval && submitted)) report('no review belongs to a reviewer who is no longer assigned', `reviews/${id}: ${review.reviewerId} is not assigned to ${review.paperId}`);
    if (assignment && assignment.email !== review.reviewerEmail) report("a review is its assigned reviewer's", `reviews/${id} is by ${review.reviewerEmail}, the assignment says ${assignment.email}`);
    if (submitted) submittedByPaper.set(review.paperId, (submittedByPaper.get(review.paperId) ?? 0) + 1);
  }
  // Each assignment that records its review records the review as stored (the paper lists show it).
  const reviewByKey = new Map(reviews.map(({ id, value }) => [id, value]));
  for (const { id, value: paper } of papers) {
    for (const assignment of paper.reviewers) {
      if (assignment.review === undefined) continue;
      const stored = reviewRecord(reviewByKey.get(reviewDocId(id, assignment.reviewerId)));
      if (!isDeepStrictEqual(assignment.review, stored)) report("an assignment records its review's state", `papers/${id}: ${assignment.reviewerId} records ${JSON.stringify(assignment.review)}, stored ${JSON.stringify(stored)}`);
    }
  }
  // The discussion and the response. A comment is by a reviewer assigned to its paper (or kept with their
  // review by the chair) or by the chair; a response belongs to a paper whose reviews were released, under
  // review or decided (or withdrawn from there); a discussion's count is its comments'.
  const comments = valid(raw.comments, DocumentSchemas.comments);
  const commentsByPaper = new Map<string, number>();
  const keptReviews = new Set(reviews.filter(({ value }) => value.keptAfterRemoval).map(({ id }) => id));
  for (const { id, path, value: comment } of comments) {
    const paper = paperById.get(comment.paperId);
    if (comment.id !== id) report('a comment is stored under its ID', path);
    if (!paper) {
      report('each comment belongs to a paper', `${path} names ${comment.paperId}`);
      continue;
    }
    commentsByPaper.set(comment.paperId, (commentsByPaper.get(comment.paperId) ?? 0) + 1);
    if (comment.author.kind !== 'reviewer') continue;
    const reviewerId = comment.author.reviewerId;
    const assigned = [...paper.reviewers, ...(paper.withdrawal?.reviewers ?? [])].some((assignment) => assignment.reviewerId === reviewerId);
    const kept = comment.kept === true && keptReviews.has(reviewDocId(comment.paperId, reviewerId));
    if (!assigned && !kept) report('no comment is by someone not assigned (unless kept by the chair)', `${path}: ${reviewerId} is not assigned to ${comment.paperId}`);
  }
  for (const { id, path, value: state } of valid(raw.discussions, DocumentSchemas.discussions)) {
    if (state.paperId !== id || !paperById.has(id)) report('a discussion belongs to its paper', path);
    if (state.comments !== (commentsByPaper.get(id) ?? 0)) report('a discussion counts its comments', `${path} says ${state.comments}, counted ${commentsByPaper.get(id) ?? 0}`);
  }
  const answered = [PaperStatus.UnderReview, PaperStatus.Accepted, PaperStatus.Rejected, PaperStatus.Published];
  for (const { id, path, value: response } of valid(raw.responses, DocumentSchemas.responses)) {
    const paper = paperById.get(id);
    const status = paper?.withdrawal?.previousStatus ?? paper?.status;
    if (response.paperId !== id || !paper) report('a response belongs to its paper', path);
    else if (!paper.responseReleasedAt || !answered.some((allowed) => status !== undefined && isStatus(status, allowed))) {
      report('every response belongs to a paper under review or decided, whose reviews were released', `${path}: the paper is ${paper.status}${paper.responseReleasedAt ? '' : ', not released'}`);
    }
  }
  for (const { id, value: paper } of papers) {
    const manuscript = manuscriptById.get(id);
    if (manuscript && (manuscript.responseReleasedAt ?? null) !== (paper.responseReleasedAt ?? null)) report('a paper and its manuscript agree on the response release', `papers/${id}`);
  }

  for (const { id, value: paper } of papers) {
    const counted = submittedByPaper.get(id) ?? 0;
    if (paper.submittedReviews !== counted) report("a paper counts its submitted reviews", `papers/${id} says ${paper.submittedReviews}, counted ${counted}`);
    if ((paper.reviewPdfPath !== null) !== counted > 0) report('a paper has a comments PDF exactly when a review is submitted', `papers/${id}: ${counted} submitted, reviewPdfPath ${paper.reviewPdfPath}`);
  }

  // A paper's proceedings are kept under its ID, for an accepted paper; a signed copyright form names one.
  const statusById = new Map(manuscripts.map(({ id, value }) => [id, value.status]));
  for (const { id, value } of proceedings) {
    if (value.paperId !== id) report("a paper's proceedings are stored under its ID", `proceedings/${id} names ${value.paperId}`);
    const status = statusById.get(id);
    if (value.copyright && (!status || !isAccepted(status))) report('every signed copyright form names an accepted paper', `proceedings/${id} is signed, the paper is ${status ?? 'missing'}`);
    if (value.cameraReady && (!status || !isAccepted(status))) report('every camera-ready file belongs to an accepted paper', `proceedings/${id}: the paper is ${status ?? 'missing'}`);
  }

  // Every file a document points at is in the store.
  const files: Array<[string, string]> = [];
  for (const { id, value } of proceedings) {
    if (value.cameraReady) files.push([`proceedings/${id}`, value.cameraReady.storePath]);
    if (value.copyright) files.push([`proceedings/${id}`, value.copyright.storePath]);
  }
  for (const { id, value: paper } of papers) {
    files.push([`papers/${id}`, manuscriptStore(paper).original]);
    if (paper.files) files.push([`papers/${id}`, paper.files.reviewerCopy]);
    if (paper.reviewPdfStorePath) files.push([`papers/${id}`, paper.reviewPdfStorePath]);
  }
  for (const { id, value } of payments) if (value.receiptStorePath) files.push([`payments/${id}`, value.receiptStorePath]);
  for (const { id, value } of reviewers) if (value.profileType) files.push([`reviewers/${id}`, storePaths.profile(id, value.profileType)]);
  for (const { id, value } of registrations) files.push([`registrations/${id}`, value.receiptPath]);
  const store = fileStore();
  const missing = await Promise.all(files.map(async ([owner, path]) => ((await store.exists(path)) ? null : `${owner} points at ${path}, which is not stored`)));
  for (const detail of missing) if (detail) report('every file path resolves in the store', detail);

  // The counters (their shards added up) equal a recount (triggers apply writes a moment later: wait for them to settle).
  const deadline = Date.now() + (options.settleMs ?? 0);
  for (;;) {
    const [stored, recount] = await Promise.all([readStats(), computeStats()]);
    // Authors are accounts, which every edition shares: the current edition counts them, an archived one keeps its count.
    const counted = currentEdition().state === 'current' ? (['reviewers', 'authors'] as const) : (['reviewers'] as const);
    const differences = counted
      .filter((key) => stored[key] !== recount[key])
      .map((key) => `${key}: stored ${stored[key]}, counted ${recount[key]}`)
      .concat(Object.entries(recount.statusCounts).filter(([status, count]) => stored.statusCounts[status as PaperStatus] !== count).map(([status, count]) => `${status}: stored ${stored.statusCounts[status as PaperStatus]}, counted ${count}`))
      .concat(keyedDifferences((month) => `month ${month}`, stored.monthly, recount.monthly))
      .concat(keyedDifferences((topic) => `open papers in ${topic}`, stored.openTopics, recount.openTopics));
    if (differences.length === 0) break;
    if (Date.now() >= deadline) {
      for (const detail of differences) report('the counters equal a recount', detail);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  // The bid tallies equal a count of the bids (and say which papers are open for bidding).
  const tallies = await tallyDifferences();
  for (const detail of tallies.slice(0, 5)) report('the bid tallies equal a recount', detail);
  if (tallies.length > 5) report('the bid tallies equal a recount', `and ${tallies.length - 5} more`);

  // The volume's stored layout, while no change is recorded after it, is the volume as it reads now.
  const layout = await storedLayoutRows();
  if (layout?.current) {
    const fresh = (await readVolume()).entries.map((entry, index) => row(entry, index + 1));
    if (fresh.length !== layout.rows.length) report('the stored volume layout is the volume', `the layout has ${layout.rows.length} papers, the volume ${fresh.length}`);
    const differing = fresh.flatMap((expected, at) => {
      const stored = layout.rows[at];
      if (isDeepStrictEqual(expected, stored)) return [];
      if (stored?.paperId !== expected.paperId) return [`position ${at + 1}: stored ${stored?.paperId ?? 'nothing'}, now ${expected.paperId}`];
      const fields = (Object.keys(expected) as Array<keyof typeof expected>).filter((key) => !isDeepStrictEqual(expected[key], stored[key]));
      return [`position ${at + 1} (${expected.paperId}): stored and now differ in ${fields.join(', ')}`];
    });
    for (const detail of differing.slice(0, 5)) report('the stored volume layout is the volume', detail);
    if (differing.length > 5) report('the stored volume layout is the volume', `and ${differing.length - 5} more positions`);
  }
  return payments;
}

/** The entries of a keyed counter (months, topics) whose stored figure differs from the recount's, named by `label`. */
function keyedDifferences(label: (key: string) => string, stored: Record<string, number>, counted: Record<string, number>): string[] {
  const keys = new Set([...Object.keys(stored), ...Object.keys(counted)]);
  return [...keys].filter((key) => (stored[key] ?? 0) !== (counted[key] ?? 0)).map((key) => `${label(key)}: stored ${stored[key] ?? 0}, counted ${counted[key] ?? 0}`);
}
