// Erasure: a paper whole (what the retention run does to a rejected or withdrawn submission once its period
// has passed), and a person (POST /api/me/erasure).
//
// A paper's files go first, then the documents that hang on it (reviews, declared conflicts, bids with their
// tallies, comments, extensions, its similarity signature), then the paper's own documents, the paper last: a run stopped half-way
// leaves a paper the next run finds again and finishes. The counters follow by their triggers.
//
// A person's erasure takes what no law and no unfinished purpose needs, and answers what it kept, why and
// until when: their accepted papers (the public record), payments (the GST law's accounts), the messages sent
// to them and their changes in the audit log (the data protection rules' logs), their submitted reviews
// under a reviewer's label. The sign-in account goes last, so an erasure stopped half-way can be asked again.
import type { DocumentReference, QueryDocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';
import {
  Messages,
  PaperStatus,
  ReviewStatus,
  accountsKeptUntil,
  defaultPrivacy,
  erasedReviewerEmail,
  erasedReviewerName,
  financialYearOf,
  formatDate,
  isStatus,
  monthsBefore,
  publicRecord,
  retentionSchedule,
  type AssignmentReview,
  type ErasureResult,
  type BidDoc,
  type KeptData,
  type PaperDoc,
  type PaymentDoc,
  type PrivacySettings,
} from '@confsys/domain';
import { auth, db } from '../admin';
import { dropPaperTally, untallyBid } from '../assignment/bidTallies';
import { auditLog, recordAudit } from '../audit/audit';
import type { Caller } from '../auth';
import { shownCalendar } from '../calendar/calendar';
import { configDocs, documents } from '../documents';
import { conflict } from '../errors';
import { fileStore } from '../fileStore';
import { isAccepted } from '../proceedings/records';
import { storePaths } from '../storePaths';
import { manuscriptStore } from '../submissions/manuscriptFiles';
import { updatePaper } from '../submissions/paperIndex';
import { assignmentFields } from '../papers';
import { recordAuthorPaper, recordReviewerPapers } from '../paperLists';
import { listEditions } from '../editions/editions';
import { inEdition } from '../editionScope';
import { removeSignature } from '../similarity/check';
import { withdrawCertificatesOf } from '../certificates/certificates';

/** Writes per batch: under Firestore's 500, with room for a bid's tally beside it. */
const batchSize = 200;

async function inBatches<T>(items: readonly T[], write: (batch: WriteBatch, item: T) => void): Promise<void> {
  for (let start = 0; start < items.length; start += batchSize) {
    const batch = db.batch();
    for (const item of items.slice(start, start + batchSize)) write(batch, item);
    await batch.commit();
  }
}

/** Deletes bids, each with its tallies in the same write, so a second run never takes a bid off twice. */
async function eraseBids(bids: ReadonlyArray<QueryDocumentSnapshot<BidDoc>>, { paperStays }: { paperStays: boolean }): Promise<void> {
  await inBatches(bids, (batch, bid) => {
    untallyBid(batch, bid.data(), { paper: paperStays });
    batch.delete(bid.ref);
  });
}

/**
 * Erases the images of payments' receipts: the files first, then each payment's pointer (and when), so a
 * run stopped between the two leaves payments whose files the next run removes again. The payments stay.
 */
export async function eraseReceiptImages(payments: ReadonlyArray<QueryDocumentSnapshot<PaymentDoc>>, at: string): Promise<void> {
  const store = fileStore();
  await Promise.all(payments.map((doc) => store.remove(doc.data().receiptStorePath)));
  await inBatches(payments, (batch, doc) => batch.update(doc.ref, { receiptStorePath: '', receiptErasedAt: at }));
}

/** Every file of the paper: its manuscript, the reviewer's copy, the comments PDF, a camera-ready file and a signed form. */
function filesOf(paper: { paperId: string; files?: { original: string; reviewerCopy: string }; reviewPdfStorePath?: string | null }, proceedings: { cameraReady: { storePath: string } | null; copyright: { storePath: string } | null } | undefined): string[] {
  const manuscript = manuscriptStore(paper);
  return [manuscript.original, manuscript.reviewerCopy, paper.reviewPdfStorePath, proceedings?.cameraReady?.storePath, proceedings?.copyright?.storePath].filter((path): path is string => typeof path === 'string' && path !== '');
}

/** Erases a paper's reviewing: its reviews, declared conflicts, bids (out of the tallies in the same write), comments, discussion and response. */
async function eraseReviewing(paperId: string, { paperStays }: { paperStays: boolean }): Promise<void> {
  const [reviews, conflicts, bids, comments] = await Promise.all([
    documents.reviews.where('paperId', '==', paperId).select().get(),
    documents.conflicts.where('paperId', '==', paperId).select().get(),
    documents.bids.where('paperId', '==', paperId).get(),
    documents.comments.where('paperId', '==', paperId).select().get(),
  ]);
  await eraseBids(bids.docs, { paperStays });
  const refs: DocumentReference[] = [...reviews.docs, ...conflicts.docs, ...comments.docs].map((doc) => doc.ref);
  await inBatches([...refs, documents.discussions.doc(paperId), documents.responses.doc(paperId)], (batch, ref) => batch.delete(ref));
}

/** Erases a paper with everything kept for it. A paper already gone is nothing to do. */
export async function erasePaper(paperId: string): Promise<void> {
  const [paper, manuscript, proceedings, extensions] = await Promise.all([
    documents.papers.doc(paperId).get(),
    documents.manuscripts.doc(paperId).get(),
    documents.proceedings.doc(paperId).get(),
    documents.extensions.where('paperId', '==', paperId).select().get(),
  ]);
  const stored = paper.data();
  if (stored) {
    const store = fileStore();
    await Promise.all(filesOf(stored, proceedings.data()).map((path) => store.remove(path)));
  }
  await eraseReviewing(paperId, { paperStays: false });
  // The text signature, its band entries and the other papers' matches with it go before the paper.
  await removeSignature(paperId);
  const own = db.batch();
  dropPaperTally(own, paperId);
  for (const ref of [...extensions.docs.map((doc) => doc.ref), documents.proceedings.doc(paperId), documents.paperIndex.doc(paperId), documents.manuscripts.doc(paperId)] as DocumentReference[]) own.delete(ref);
  own.delete(documents.papers.doc(paperId));
  if (stored) recordReviewerPapers(own, paperId, stored.reviewerEmails, []);
  const owner = manuscript.data()?.authorId;
  if (owner) recordAuthorPaper(own, owner, paperId, false);
  await own.commit();
}

/**
 * Erases an accepted paper's reviewing once its period has passed: the reviews and their comments PDF,
 * the discussion, the authors' response, the bids and conflicts, and the reviewers' assignments. The paper
 * stays, as the public record.
 */
export async function eraseReviewsOf(paper: PaperDoc): Promise<void> {
  if (paper.reviewPdfStorePath) await fileStore().remove(paper.reviewPdfStorePath);
  await eraseReviewing(paper.paperId, { paperStays: true });
  const batch = db.batch();
  updatePaper(batch, paper, { ...assignmentFields(paper.paperId, [], 0), reviewPdfStorePath: null });
  batch.update(documents.manuscripts.doc(paper.paperId), { commentsPath: null });
  await batch.commit();
}

/** Whose data is erased: an account's uid, its email and its role. */
export type Person = Pick<Caller, 'uid' | 'email' | 'role'>;

/**
 * Erases the committee invitations naming the address (invited to, or accepted under) with their links'
 * digests, and takes the address out of the colleagues other invitees suggested.
 */
async function eraseInvitationsOf(email: string, erased: string[]): Promise<void> {
  const [own, suggested] = await Promise.all([documents.invitations.where('addresses', 'array-contains', email).get(), documents.invitations.where('suggestedEmails', 'array-contains', email).get()]);
  const links = await Promise.all(own.docs.map((doc) => documents.invitationTokens.where('invitationId', '==', doc.id).select().get()));
  await inBatches([...links.flatMap((found) => found.docs.map((doc) => doc.ref)), ...own.docs.map((doc) => doc.ref)] as DocumentReference[], (batch, ref) => batch.delete(ref));
  const others = suggested.docs.filter((doc) => !own.docs.some((mine) => mine.id === doc.id));
  await inBatches(others, (batch, doc) => {
    const declined = doc.data().declined;
    batch.update(doc.ref, {
      suggestedEmails: doc.data().suggestedEmails.filter((address) => address !== email),
      declined: declined ? { ...declined, suggestions: declined.suggestions.filter((person) => person.email !== email) } : null,
    });
  });
  if (!own.empty) erased.push(`${plural(own.size, 'invitation')} to the programme committee, with their answers`);
  if (others.length > 0) erased.push(`Your name and address among the colleagues ${plural(others.length, 'invitee')} suggested to the chair`);
}

/** The reviewer records linked to a person's email. */
async function reviewerRecordsOf(person: Person): Promise<string[]> {
  return (await documents.reviewers.where('email', '==', person.email.trim().toLowerCase()).select().get()).docs.map((doc) => doc.id);
}

/**
 * Why a person's data cannot be erased yet: each purpose still being served in the current edition (an
 * archived one can no longer change, so nothing in it waits), as the 409 names it. None: it can.
 */
export async function reasonsToKeep(person: Person): Promise<string[]> {
  const records = await reviewerRecordsOf(person);
  const [papers, payments, reviewing] = await Promise.all([
    documents.manuscripts.where('authorId', '==', person.uid).select('status').get(),
    documents.payments.where('uid', '==', person.uid).where('state', '==', 'recorded').select('date').get(),
    Promise.all(records.map((id) => documents.papers.where('reviewerIds', 'array-contains', id).where('status', '==', PaperStatus.UnderReview).select().get())),
  ]);
  const open = papers.docs.filter((doc) => !decidedStatuses.some((status) => isStatus(String(doc.get('status')), status))).map((doc) => doc.id);
  const reasons: string[] = [];
  if (open.length > 0) reasons.push(Messages.erasureOpenPapers(open));
  if (!payments.empty) reasons.push(Messages.erasurePendingPayments(payments.size));
  const reviewed = reviewing.flatMap((found) => found.docs.map((doc) => doc.id));
  if (reviewed.length > 0) reasons.push(Messages.erasureOpenReviews(reviewed));
  return reasons;
}

/** The statuses after which a paper's review is over: decided, or withdrawn by its author. */
const decidedStatuses = [PaperStatus.Accepted, PaperStatus.Published, PaperStatus.Rejected, PaperStatus.Withdrawn];

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Removes what an account's reviewer records hold of the person: the records go; what stays of their reviewing names no one. */
async function eraseReviewerRecords(reviewerIds: readonly string[], erased: string[]): Promise<{ reviews: number; comments: number }> {
  const kept = { reviews: 0, comments: 0 };
  for (const reviewerId of reviewerIds) {
    const placeholder = erasedReviewerEmail(reviewerId);
    const [record, assigned, withdrawn, reviews, conflicts, bids] = await Promise.all([
      documents.reviewers.doc(reviewerId).get(),
      documents.papers.where('reviewerIds', 'array-contains', reviewerId).get(),
      documents.papers.where('status', '==', PaperStatus.Withdrawn).get(),
      documents.reviews.where('reviewerId', '==', reviewerId).get(),
      documents.conflicts.where('reviewerId', '==', reviewerId).select().get(),
      documents.bids.where('reviewerId', '==', reviewerId).get(),
    ]);
    // Their drafts go (below): an assignment that records one records none.
    const anonymous = <T extends { reviewerId: string; name: string; email: string; review?: AssignmentReview | null }>(entry: T): T =>
      entry.reviewerId === reviewerId ? { ...entry, name: erasedReviewerName, email: placeholder, ...(entry.review?.status === ReviewStatus.Draft ? { review: null } : {}) } : entry;
    // Their assignments stay on the decided papers (and in withdrawal records), under no name and no address.
    await inBatches(assigned.docs, (batch, doc) => {
      const paper = doc.data();
      const reviewers = paper.reviewers.map(anonymous);
      updatePaper(batch, paper, { reviewers, reviewerEmails: reviewers.map((entry) => entry.email) });
    });
    const holding = withdrawn.docs.filter((doc) => doc.data().withdrawal?.reviewers.some((entry) => entry.reviewerId === reviewerId));
    await inBatches(holding, (batch, doc) => {
      const withdrawal = doc.data().withdrawal!;
      batch.update(doc.ref, { withdrawal: { ...withdrawal, reviewers: withdrawal.reviewers.map(anonymous) } });
    });
    // A submitted review stays with its paper under its label; a draft nobody will finish goes.
    const [submitted, drafts] = [reviews.docs.filter((doc) => doc.data().status !== ReviewStatus.Draft), reviews.docs.filter((doc) => doc.data().status === ReviewStatus.Draft)];
    await inBatches(submitted, (batch, doc) => batch.update(doc.ref, { reviewerEmail: placeholder, ...(doc.data().updatedBy === 'admin' ? {} : { updatedBy: placeholder }) }));
    kept.reviews += submitted.length;
    kept.comments += (await documents.comments.where('author.reviewerId', '==', reviewerId).count().get()).data().count;
    await eraseBids(bids.docs, { paperStays: true });
    await inBatches([...drafts, ...conflicts.docs].map((doc) => doc.ref as DocumentReference), (batch, ref) => batch.delete(ref));
    const stored = record.data();
    if (stored?.profileType) await fileStore().remove(storePaths.profile(reviewerId, stored.profileType));
    if (stored) await record.ref.delete();
    if (bids.size + conflicts.size + drafts.length > 0) erased.push(`${plural(bids.size, 'bid')}, ${plural(conflicts.size, 'declared conflict')} and ${plural(drafts.length, 'unsubmitted review')}`);
  }
  if (reviewerIds.length > 0) erased.push('Your reviewer record: your name, affiliation, email, research area, topics and profile file');
  return kept;
}

/**
 * Erases what the product holds about a person that no law and no unfinished purpose needs, then the
 * sign-in account itself (last, so an erasure stopped half-way can be asked for again). Returns what went
 * and what stays, why and until when. Refused (409) while a purpose is still being served. `audited`: the
 * erasure is recorded under the person's uid (at their request; the retention run records its own count).
 */
/** What the edition in scope holds of a person, erased, and what it keeps, why and until when. */
async function eraseInEdition(person: Person, privacy: PrivacySettings, now: Date): Promise<Pick<ErasureResult, 'erased' | 'kept'>> {
  const email = person.email.trim().toLowerCase();
  const [reviewerIds, calendar, manuscripts, payments] = await Promise.all([
    reviewerRecordsOf(person),
    shownCalendar(),
    documents.manuscripts.where('authorId', '==', person.uid).get(),
    documents.payments.where('uid', '==', person.uid).get(),
  ]);
  const erased: string[] = [];
  const kept: KeptData[] = [];
  const until = (start: string, months: number) => formatDate(monthsBefore(new Date(start), -months).toISOString());

  // Papers: the unsuccessful ones go whole; the accepted ones stay as the public record, without the
  // submitting author's phone number and gender, which the proceedings never print.
  const [unsuccessful, published] = [manuscripts.docs.filter((doc) => !isAccepted(doc.data().status)), manuscripts.docs.filter((doc) => isAccepted(doc.data().status))];
  for (const doc of unsuccessful) await erasePaper(doc.id);
  if (unsuccessful.length > 0) erased.push(`${plural(unsuccessful.length, 'rejected or withdrawn paper')} (${unsuccessful.map((doc) => doc.id).join(', ')}), with their files, reviews and discussion`);
  if (published.length > 0) {
    await inBatches(published, (batch, doc) => {
      const authors = doc.data().authors.map((author) => (author.email.trim().toLowerCase() === email ? { ...author, phone: '', gender: '' } : author));
      batch.update(doc.ref, { authors });
    });
    kept.push({
      what: `Your accepted papers (${published.map((doc) => doc.id).join(', ')}): the papers, their titles, abstracts and keywords, the authors' names, emails and affiliations, the signed copyright forms, and the reviews and your responses`,
      why: `${publicRecord.purpose} The reviews and responses are kept as the schedule says for reviews of accepted papers.`,
      until: `The papers for as long as the proceedings are published; their reviews and your responses until ${until(calendar.conferenceEnd, privacy.periods.reviews)}`,
    });
  }
  const extensions = await documents.extensions.where('authorUid', '==', person.uid).select().get();

  // Payments are the accounts the GST law requires: each stays until its financial year's period ends. Their
  // receipts' images are not part of them and go now.
  const images = payments.docs.filter((doc) => doc.data().receiptStorePath !== '');
  await eraseReceiptImages(images, now.toISOString());
  if (images.length > 0) erased.push(`The images of ${plural(images.length, 'payment receipt')}`);
  if (!payments.empty) {
    const years = payments.docs.map((doc) => doc.data().document?.financialYear ?? financialYearOf(doc.data().recordedAt, calendar.timeZone));
    const last = years.reduce((max, year) => (year > max ? year : max));
    kept.push({
      what: `Your ${plural(payments.size, 'payment')}: amounts, transaction references, dates, your email, and on a receipt or tax invoice its number and your billing name, address and GSTIN`,
      why: retentionSchedule.invoices.floor?.law ?? retentionSchedule.invoices.purpose,
      until: formatDate(accountsKeptUntil(last, privacy.periods.invoices)),
    });
  }

  // The reviewer records linked to the address.
  const reviewing = await eraseReviewerRecords(reviewerIds, erased);
  if (reviewing.reviews + reviewing.comments > 0) {
    const comments = reviewing.comments > 0 ? ` and ${plural(reviewing.comments, 'comment')} in their discussions` : '';
    kept.push({
      what: `Your ${plural(reviewing.reviews, 'submitted review')}${comments}, with the papers they review, under the reviewer's label ("Reviewer 1") and without your name or email`,
      why: retentionSchedule.reviews.purpose,
      until: `As long as the paper reviewed is kept: for an accepted paper until ${until(calendar.conferenceEnd, privacy.periods.reviews)}`,
    });
  }

  // Committee invitations to the address (with their links' digests), and the address among the colleagues a decline suggested.
  await eraseInvitationsOf(email, erased);

  // The registration (the invoices keep what the law needs of it) and the deadline extensions.
  const [participant, registrations] = await Promise.all([documents.participants.doc(person.uid).get(), documents.registrations.where('uid', '==', person.uid).get()]);
  const store = fileStore();
  await Promise.all(registrations.docs.map((doc) => store.remove(doc.data().receiptPath)));
  await inBatches([participant.ref, ...registrations.docs.map((doc) => doc.ref), ...extensions.docs.map((doc) => doc.ref)] as DocumentReference[], (batch, ref) => batch.delete(ref));
  if (participant.exists || !registrations.empty) erased.push('Your conference registration: category, attendance, billing details, phone and address');
  if (!extensions.empty) erased.push(plural(extensions.size, 'deadline extension'));
  return { erased, kept };
}


export async function erasePerson(person: Person, { now = new Date(), audited = true } = {}): Promise<Pick<ErasureResult, 'erased' | 'kept'>> {
  const email = person.email.trim().toLowerCase();
  const reasons = await reasonsToKeep(person);
  if (reasons.length > 0) throw conflict(Messages.erasureNotYet(reasons));

  const [privacy, editions, mail, audit, feeds] = await Promise.all([
    configDocs.privacy.get().then((doc) => doc.data() ?? defaultPrivacy),
    listEditions(),
    documents.mail.where('to', 'array-contains', email).select('createdAt').get(),
    auditLog().where('actor.uid', '==', person.uid).select('at').get(),
    documents.calendarFeeds.where('uid', '==', person.uid).select().get(),
  ]);
  const erased: string[] = [];
  const kept: KeptData[] = [];
  // What each edition holds of them; with more than one edition, each line names its edition.
  for (const edition of editions) {
    const part = await inEdition(edition, () => eraseInEdition(person, privacy, now));
    const named = (text: string) => (editions.length > 1 ? `${edition.name}: ${text}` : text);
    erased.push(...part.erased.map(named));
    kept.push(...part.kept.map((entry) => ({ ...entry, what: named(entry.what) })));
  }

  // The account's own documents, which every edition shares.
  await inBatches([documents.users.doc(person.uid), documents.settings.doc(person.uid), ...feeds.docs.map((doc) => doc.ref)] as DocumentReference[], (batch, ref) => batch.delete(ref));
  if (!feeds.empty) erased.push(plural(feeds.size, 'calendar feed'));
  const certificates = await withdrawCertificatesOf({ uid: person.uid, email }, now);
  if (certificates > 0) erased.push(`Your name and address on ${plural(certificates, 'certificate')}: each now verifies as withdrawn`);
  erased.push('Your profile (name, email, phone, address, designation and organisation), your display settings, and your sign-in account with its password');
  const until = (start: string, months: number) => formatDate(monthsBefore(new Date(start), -months).toISOString());
  const latest = (values: readonly string[]) => values.reduce((last, value) => (value > last ? value : last), '');

  if (!mail.empty) {
    kept.push({
      what: `The record of ${plural(mail.size, 'message')} the conference sent to your address, and of its messages to the chair that name you`,
      why: retentionSchedule.mailLog.floor?.law ?? retentionSchedule.mailLog.purpose,
      until: until(latest(mail.docs.map((doc) => String(doc.get('createdAt')))), privacy.periods.mailLog),
    });
  }
  if (!audit.empty) {
    kept.push({
      what: `The audit log's record of ${plural(audit.size, 'change')} you made, and of the chair's changes that name you`,
      why: retentionSchedule.auditLog.floor?.law ?? retentionSchedule.auditLog.purpose,
      until: until(latest(audit.docs.map((doc) => String(doc.get('at')))), privacy.periods.auditLog),
    });
  }
  // The erasure itself is in the audit log, under the account's uid and without its address.
  if (audited) {
    const record = db.batch();
    recordAudit(record, { uid: person.uid, email: 'erased', role: person.role }, { action: 'privacy.erasure', target: `account:${person.uid}`, before: null, after: { erased: erased.length, kept: kept.map((entry) => entry.until) } }, now);
    await record.commit();
  }
  // Last: the sign-in account. Its sessions end with it (every request checks the token is not revoked).
  await auth.deleteUser(person.uid).catch((error: { code?: string }) => {
    if (error.code !== 'auth/user-not-found') throw error;
  });
  return { erased, kept };
}
