// Reviewer records the admin keeps, and their view in API answers.
import { Messages, isId, type ReviewerDoc, type ReviewerView } from '@confsys/domain';
import { documents } from './documents';
import { notFound } from './errors';

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
  };
}
