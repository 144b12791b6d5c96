// The comments PDF of a paper: every submitted review, labelled "Reviewer 1..N" in the order of
// assignment, without names or confidential comments. Made afresh for the admin before it is sent, and
// stored when it is sent (the author reads the stored one).
import { reviewerLabel, reviewsText, submittedContent, type PaperDoc, type ReviewDoc } from '@confsys/domain';
import { commentsPdf, type LabelledReview } from '../pdf/reviewPdf';
import { orderedReviews } from './reviews';
import { readIdentity } from '../conference/identity';
import { readPaperReviews } from '../reviewStore';

/** The submitted reviews, labelled; null when there is none. */
export function labelledReviews(paper: Pick<PaperDoc, 'reviewers'>, reviews: readonly ReviewDoc[]): LabelledReview[] {
  return orderedReviews(paper, reviews)
    .map(({ review }) => (review ? submittedContent(review) : null))
    .filter((content) => content !== null)
    .map((review, index) => ({ label: reviewerLabel(index), review }));
}

/** A paper's submitted reviews as a message quotes them ({{reviews}}), labelled as in its comments PDF. */
export async function reviewsTextOf(paper: PaperDoc): Promise<string> {
  return reviewsText(labelledReviews(paper, await readPaperReviews(paper)));
}

export async function renderComments(paper: Pick<PaperDoc, 'paperId' | 'title' | 'reviewers'>, reviews: readonly ReviewDoc[]): Promise<Uint8Array | null> {
  const labelled = labelledReviews(paper, reviews);
  return labelled.length === 0 ? null : commentsPdf(paper.paperId, paper.title, labelled, (await readIdentity()).title);
}
