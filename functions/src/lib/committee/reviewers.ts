// Reviewer records the admin keeps, their view in API answers, and the pages the lists read them in.
import { Messages, isId, readReviewerListQuery, reviewerSearchTargets, type ReviewerDoc, type ReviewerListQuery, type ReviewerView } from '@confsys/domain';
import type { Query } from 'firebase-admin/firestore';
import { documents, readPage } from '../documents';
import { badRequest, notFound } from '../errors';

export const reviewerRef = (id: string) => documents.reviewers.doc(id);

export async function loadReviewer(id: string): Promise<ReviewerDoc> {
  if (!isId('reviewer', id)) throw notFound(Messages.reviewerRecordNotFound);
  const snapshot = await reviewerRef(id).get();
  const reviewer = snapshot.data();
  if (!reviewer) throw notFound(Messages.reviewerRecordNotFound);
  return { ...reviewer, id: snapshot.id };
}

export function reviewerView(reviewer: ReviewerDoc): ReviewerView {
  return {
    id: reviewer.id,
    name: reviewer.name,
    affiliation: reviewer.affiliation,
    email: reviewer.email,
    profile: reviewer.profile,
    profileType: reviewer.profileType,
    researchArea: reviewer.researchArea,
    // The load a member accepted, their topics and whether they take late requests, for the Reviewers screen (absent on records added by hand).
    ...(reviewer.load === undefined ? {} : { load: reviewer.load }),
    ...(reviewer.topics === undefined ? {} : { topics: reviewer.topics }),
    ...(reviewer.lateRequests === undefined ? {} : { lateRequests: reviewer.lateRequests }),
    ...(reviewer.invitationId === undefined ? {} : { invitationId: reviewer.invitationId }),
  };
}

/**
 * One page of reviewer records by name, as a query string asks for it (a wrong value is a 400 naming
 * it): at most pageSize records after the cursor's, those the search matches (by name and affiliation,
 * and by email address when `searchEmails`), the next page's cursor and how many match. One query of at most 101 records and a count, whatever the committee's size.
 */
export async function readReviewerPage(query: ReviewerListQuery | undefined, options: { searchEmails: boolean }): Promise<{ reviewers: ReviewerDoc[]; next: string | null; total: number }> {
  const request = readReviewerListQuery(query);
  if ('error' in request) throw badRequest(request.error);
  const matching: Query<ReviewerDoc> =
    request.token === null ? documents.reviewers : documents.reviewers.where('searchTokens', 'array-contains-any', reviewerSearchTargets(request.token, options.searchEmails));
  const cursor = request.after === null ? null : reviewerRef(request.after);
  const [page, total] = await Promise.all([
    readPage(matching.orderBy('nameKey'), request.pageSize, cursor, Messages.reviewerCursorUnknown(request.after ?? '')),
    matching.count().get().then((count) => count.data().count),
  ]);
  return { reviewers: page.docs.map((doc) => ({ ...doc.data(), id: doc.id })), next: page.next, total };
}
