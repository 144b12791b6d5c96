// One-time step from the single-reviewer model: a paper had reviewerId/reviewerName/reviewerEmail and
// its review was reviews/{paperId} with its own PDF. It becomes the reviewer list and
// reviews/{paperId}_{reviewerId}. Documents already in the new shape are left alone, so the step can run
// on every start and recount. It reads and writes raw documents: the old shapes fail the converters.
import { Collections, Messages, ReviewStatus, authorEmailsOf, fileUrl, normaliseReference, paymentSearchTokens, reviewDocId, reviewerSearchFields } from '@confsys/domain';
import { isDeepStrictEqual } from 'node:util';
import { FieldPath, FieldValue, type QuerySnapshot, type WriteBatch } from 'firebase-admin/firestore';
import { db } from './admin';
import { editionCollection } from './documents';
import { indexEntryOf, paperIndexRef, papersByDocument } from './submissions/paperIndex';
import { openPaymentsOf } from './paymentStore';
import { paperRef } from './papers';
import { paperListRepairs, paperListsOf, recordAuthorPaper, recordReviewerPapers, storedAuthorPapers, storedReviewerPapers } from './paperLists';
import { readPaperReviews, recordReviews, reviewsRecorded } from './reviewStore';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Moves every old-shape paper and review to the new shape; answers how many papers it moved. */
export async function migrateToReviewerLists(): Promise<number> {
  const papers = await db.collection(Collections.papers).get();
  let moved = 0;
  for (const doc of papers.docs) {
    if (Array.isArray(doc.get('reviewers'))) continue;
    await db.runTransaction(async (transaction) => {
      const paper = await transaction.get(doc.ref);
      if (!paper.exists || Array.isArray(paper.get('reviewers'))) return;
      const paperId = paper.id;
      const oldReviewRef = db.collection(Collections.reviews).doc(paperId);
      const oldReview = await transaction.get(oldReviewRef);
      const reviewerId = text(paper.get('reviewerId'));
      const email = text(paper.get('reviewerEmail'));
      const assigned = reviewerId !== null && email !== null;
      const reviewers = assigned
        ? [{ reviewerId, name: text(paper.get('reviewerName')) ?? email, email, assignedAt: text(paper.get('lastUpdatedOn')) ?? new Date().toISOString() }]
        : [];
      let submitted = 0;
      // A review whose paper names no reviewer stays where it is, for check-invariants to report: it is
      // never deleted by guessing.
      if (oldReview.exists && assigned) {
        const { pdfPath: _pdf, ...review } = oldReview.data() ?? {};
        const status = review.status === ReviewStatus.Published ? ReviewStatus.Published : ReviewStatus.Submitted;
        transaction.set(db.collection(Collections.reviews).doc(reviewDocId(paperId, reviewerId)), { ...review, paperId, reviewerId, status });
        transaction.delete(oldReviewRef);
        submitted = 1;
      }
      transaction.update(doc.ref, {
        reviewers,
        reviewerIds: reviewers.map((assignment) => assignment.reviewerId),
        reviewerEmails: reviewers.map((assignment) => assignment.email),
        submittedReviews: submitted,
        reviewPdfPath: submitted > 0 ? fileUrl('comments', paperId, 'pdf') : null,
        reviewerId: FieldValue.delete(),
        reviewerName: FieldValue.delete(),
        reviewerEmail: FieldValue.delete(),
      });
      moved += 1;
    });
  }
  return moved;
}

/**
 * The Notifications switch moved from each user's settings/{uid} to the conference-wide
 * config/notifications: removes the old per-user field. Returns how many documents changed.
 */
export async function dropPersonalNotificationSwitch(): Promise<number> {
  const stale = (await db.collection(Collections.settings).get()).docs.filter((doc) => 'notifications' in doc.data());
  await Promise.all(stale.map((doc) => doc.ref.update({ notifications: FieldValue.delete() })));
  return stale.length;
}

/**
 * The paper lists read through paperIndex/{paperId}: builds the entry of every paper that lacks one or
 * whose entry no longer matches its paper and manuscript (papers from before the index, or a repair).
 * Reads the papers in chunks; returns how many entries it wrote.
 */
export async function buildPaperIndex(): Promise<number> {
  let written = 0;
  // Entries are read raw: a partial one (written before the migration ran) is rebuilt, not refused.
  const raw = db.collection(Collections.paperIndex);
  for await (const chunk of papersByDocument(400)) {
    const entries = await db.getAll(...chunk.map(({ paper }) => raw.doc(paper.paperId)));
    const batch = db.batch();
    let changed = 0;
    chunk.forEach(({ paper, manuscript }, position) => {
      const wanted = indexEntryOf(paper, manuscript ?? { authors: [] });
      if (isDeepStrictEqual(entries[position]?.data(), wanted)) return;
      batch.set(paperIndexRef(paper.paperId), wanted);
      changed += 1;
    });
    if (changed > 0) await batch.commit();
    written += changed;
  }
  return written;
}

/**
 * A reviewer's papers and an author's are read from their own lists (paperLists.ts): makes every list
 * hold exactly the papers that name its person (lists from before them, or a repair). Reads the papers'
 * reviewer addresses, the manuscripts' authors and the lists; returns how many entries it wrote or
 * removed. Run while nothing else assigns or submits.
 */
export async function buildPaperLists(): Promise<number> {
  const [papers, manuscripts, reviewerLists, authorLists] = await Promise.all([
    editionCollection(Collections.papers).select('reviewerEmails').get(),
    editionCollection(Collections.manuscripts).select('authorId').get(),
    storedReviewerPapers(),
    storedAuthorPapers(),
  ]);
  const reviewers = paperListRepairs(reviewerLists, paperListsOf(papers.docs.map((doc) => ({ paperId: doc.id, emails: (doc.get('reviewerEmails') ?? []) as string[] })), (paper) => paper.emails));
  const authors = paperListRepairs(authorLists, paperListsOf(manuscripts.docs.map((doc) => ({ paperId: doc.id, authorId: String(doc.get('authorId') ?? '') })), (manuscript) => (manuscript.authorId ? [manuscript.authorId] : [])));
  const writes = [
    ...reviewers.map(({ owner, paperId, listed }) => (batch: WriteBatch) => recordReviewerPapers(batch, paperId, listed ? [] : [owner], listed ? [owner] : [])),
    ...authors.map(({ owner, paperId, listed }) => (batch: WriteBatch) => recordAuthorPaper(batch, owner, paperId, listed)),
  ];
  for (let start = 0; start < writes.length; start += 400) {
    const batch = db.batch();
    for (const write of writes.slice(start, start + 400)) write(batch);
    await batch.commit();
  }
  return writes.length;
}

/**
 * The paper lists show each review's state from the paper (Assignment.review): records it on every
 * assignment of a paper from before the record, in a transaction with the paper's reviews. Reads only
 * the papers' reviewer lists; returns how many papers it wrote.
 */
export async function recordAssignmentReviews(): Promise<number> {
  let written = 0;
  let after: string | null = null;
  for (;;) {
    const first = editionCollection(Collections.papers).orderBy(FieldPath.documentId()).select('reviewers').limit(500);
    const chunk: QuerySnapshot = await (after === null ? first : first.startAfter(after)).get();
    const unrecorded = chunk.docs.filter((doc) => ((doc.get('reviewers') ?? []) as Array<Record<string, unknown>>).some((assignment) => !('review' in assignment))).map((doc) => doc.id);
    for (const paperId of unrecorded) {
      await db.runTransaction(async (transaction) => {
        const paper = (await transaction.get(paperRef(paperId))).data();
        if (!paper || reviewsRecorded(paper)) return;
        const reviews = await readPaperReviews(paper, transaction);
        transaction.update(paperRef(paperId), { reviewers: recordReviews(paper.reviewers, reviews) });
      });
      written += 1;
    }
    if (chunk.size < 500) return written;
    after = chunk.docs.at(-1)!.id;
  }
}

/**
 * The reviewer lists order and search on nameKey and searchTokens (reviewerRecord): adds them to every
 * reviewer record without them, or whose name, affiliation or email changed since. Reads raw documents
 * (a record from before has no such fields and fails the converter); returns how many it wrote.
 */
export async function indexReviewerRecords(): Promise<number> {
  const records = (await db.collection(Collections.reviewers).get()).docs;
  let written = 0;
  for (let start = 0; start < records.length; start += 400) {
    const batch = db.batch();
    let changed = 0;
    for (const doc of records.slice(start, start + 400)) {
      const wanted = reviewerSearchFields({ name: text(doc.get('name')) ?? '', affiliation: text(doc.get('affiliation')) ?? '', email: text(doc.get('email')) ?? '' });
      if (doc.get('nameKey') === wanted.nameKey && isDeepStrictEqual(doc.get('searchTokens'), wanted.searchTokens)) continue;
      batch.update(doc.ref, { nameKey: wanted.nameKey, searchTokens: wanted.searchTokens });
      changed += 1;
    }
    if (changed > 0) await batch.commit();
    written += changed;
  }
  return written;
}

/**
 * The cap on papers per author counts manuscripts by authorEmails: adds it to every manuscript of the
 * current edition without it (submitted before the cap existed). Returns how many it wrote.
 */
export async function indexAuthorEmails(): Promise<number> {
  const manuscripts = (await editionCollection(Collections.manuscripts).get()).docs.filter((doc) => !Array.isArray(doc.get('authorEmails')));
  for (let start = 0; start < manuscripts.length; start += 400) {
    const batch = db.batch();
    for (const doc of manuscripts.slice(start, start + 400)) {
      const authors: unknown = doc.get('authors');
      const emails = Array.isArray(authors) ? authors.map((author: unknown) => text((author as { email?: unknown } | null)?.email) ?? '') : [];
      batch.update(doc.ref, { authorEmails: authorEmailsOf(emails.map((email) => ({ email }))) });
    }
    await batch.commit();
  }
  return manuscripts.length;
}

/**
 * A registration names the payment that holds it (openPayment): fills the field in on registrations
 * stored before it, from their payments (the one recorded or verified, else none). Returns how many
 * registrations it wrote; run while nothing else writes payments.
 */
export async function openPaymentsOnRegistrations(): Promise<number> {
  const registrations = (await db.collection(Collections.participants).get()).docs.filter((doc) => doc.data().openPayment === undefined);
  for (let start = 0; start < registrations.length; start += 400) {
    const chunk = registrations.slice(start, start + 400);
    const batch = db.batch();
    for (const registration of chunk) {
      const open = await openPaymentsOf(registration.id).get();
      const payment = open.docs[0];
      batch.update(registration.ref, { openPayment: payment ? { id: payment.id, state: payment.data().state } : null });
    }
    await batch.commit();
  }
  return registrations.length;
}

const noAmount = { currency: 'INR' as const, rate: 'late' as const, taxable: 0, cgst: 0, sgst: 0, total: 0, category: '' };

/**
 * One payment model: a payment recorded on a paper (manuscripts/{id}.payment, the spec's form before it
 * became a view) moves to the payments. When its author has a conference registration that no other
 * payment holds, it becomes that registration's payment, recorded and awaiting the treasurer, who sees it
 * on the Payments screen. Otherwise it is kept as a rejected payment whose reason tells the author what
 * to do (register first, or: the registration's own payment stands), receipt and all. The paper keeps no
 * payment. Answers how many papers it moved.
 */
export async function movePaperPayments(now = new Date()): Promise<number> {
  const holding = (await db.collection(Collections.manuscripts).where('payment', '!=', null).get()).docs;
  let moved = 0;
  for (const doc of holding) {
    const paperId = doc.id;
    await db.runTransaction(async (transaction) => {
      const manuscript = (await transaction.get(doc.ref)).data();
      const old = manuscript?.payment as { upiId?: unknown; paymentDate?: unknown; receiptStorePath?: unknown; updatedAt?: unknown } | null | undefined;
      if (!manuscript || !old) return;
      const uid = text(manuscript.authorId) ?? '';
      const participantRef = db.collection(Collections.participants).doc(uid);
      const [participant, author] = await Promise.all([transaction.get(participantRef), transaction.get(db.collection(Collections.users).doc(uid))]);
      const registration = participant.data();
      const open = registration ? (registration.openPayment ?? (await transaction.get(openPaymentsOf(uid))).docs[0]?.id ?? null) : null;
      const upiId = text(old.upiId) ?? '';
      const storePath = text(old.receiptStorePath) ?? '';
      const referenceKey = normaliseReference(`PAPER ${paperId}`);
      const at = text(old.updatedAt) ?? now.toISOString();
      const recorded = registration !== undefined && open === null;
      const name = text(registration?.billing?.name) ?? text(author.data()?.name) ?? '';
      const email = text(registration?.email) ?? text(author.data()?.email) ?? '';
      const paperIds: string[] = Array.isArray(registration?.paperIds) ? registration.paperIds : [paperId];
      const ref = db.collection(Collections.payments).doc();
      transaction.set(ref, {
        uid,
        email,
        name,
        paperIds,
        attendance: registration?.attendance ?? 'in-person',
        reference: `UPI ${upiId}`.trim(),
        referenceKey,
        upiId: upiId || null,
        declared: recorded ? registration.amount.total : 0,
        due: recorded ? registration.amount : noAmount,
        date: text(old.paymentDate) ?? at.slice(0, 10),
        receiptStorePath: storePath,
        receiptType: storePath.split('.').pop() ?? '',
        state: recorded ? 'recorded' : 'rejected',
        recordedAt: at,
        decidedAt: recorded ? null : now.toISOString(),
        decidedBy: recorded ? null : 'the move to one payment model',
        reason: recorded ? null : registration ? Messages.paperPaymentSuperseded : Messages.paperPaymentNeedsRegistration,
        document: null,
        creditNotes: [],
        searchTokens: paymentSearchTokens({ name, email, paperIds, referenceKey }),
      });
      if (recorded) {
        transaction.set(db.collection(Collections.paymentReferences).doc(referenceKey), { paymentId: ref.id, at });
        transaction.update(participantRef, { openPayment: { id: ref.id, state: 'recorded' } });
      }
      transaction.update(doc.ref, { payment: null });
      moved += 1;
    });
  }
  return moved;
}
