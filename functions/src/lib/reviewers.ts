// Reviewer records the admin keeps, and their view in API answers.
import { Collections, Messages, type ReviewerDoc, type ReviewerView } from '@confsys/domain';
import { db } from './admin';
import { notFound } from './errors';

export const reviewerRef = (id: string) => db.collection(Collections.reviewers).doc(id);

export async function loadReviewer(id: string): Promise<ReviewerDoc> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw notFound(Messages.reviewerRecordNotFound);
  const snapshot = await reviewerRef(id).get();
  if (!snapshot.exists) throw notFound(Messages.reviewerRecordNotFound);
  return { ...(snapshot.data() as ReviewerDoc), id: snapshot.id };
}

export function reviewerView(reviewer: ReviewerDoc): ReviewerView {
  return {
    id: reviewer.id,
    name: reviewer.name,
    affiliation: reviewer.affiliation,
    email: reviewer.email,
    profile: reviewer.profile ?? null,
    profileType: reviewer.profileType ?? null,
    researchArea: reviewer.researchArea,
  };
}
