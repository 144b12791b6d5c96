// The comments PDF for the admin and, once sent, the author: every submitted review of the paper,
// labelled "Reviewer 1..N". It names neither the reviewers nor the authors, and never holds the
// reviewers' confidential comments to the committee.
import { confidenceLevels, reviewCriteria, reviewSuggestions, type ReviewContent, type ReviewSuggestion } from '@confsys/domain';
import { PdfWriter } from './document';
import { currentEdition } from '../editionScope';

export interface LabelledReview {
  label: string;
  review: ReviewContent;
}

export async function commentsPdf(paperId: string, title: string, reviews: readonly LabelledReview[], conferenceTitle: string): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`${currentEdition().name} reviews of ${paperId}`);
  pdf
    .heading(conferenceTitle, 14)
    .text(reviews.length === 1 ? "Reviewer's evaluation" : `Reviewers' evaluations (${reviews.length})`, { muted: true })
    .rule()
    .row('Article ID', paperId)
    .row('Article title', title);
  for (const { label, review } of reviews) {
    pdf.rule().heading(label, 13);
    if (review.confidence) pdf.row("Reviewer's confidence", confidenceLevels[review.confidence]);
    pdf.space(4).text('Evaluation criteria', { bold: true });
    for (const criterion of reviewCriteria) pdf.row(criterion, review.criteriaRatings[criterion]);
    pdf.space(4).text('Suggestions', { bold: true });
    for (const key of Object.keys(reviewSuggestions) as ReviewSuggestion[]) pdf.row(reviewSuggestions[key], review.suggestions[key] ?? '-');
    pdf
      .space(4)
      .row('Plagiarism', review.plagiarism || '-')
      .row('Recommendation', review.recommendation)
      .space(4)
      .text('Additional comments', { bold: true })
      .text(review.additionalComments || '-')
      .space(4)
      .text('Final remarks', { bold: true })
      .text(review.finalRemarks || '-');
  }
  return pdf.bytes();
}
