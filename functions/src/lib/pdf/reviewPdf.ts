// The review as a PDF for the admin and, once sent, the author. It names neither the reviewer nor the
// authors: only the paper, the ratings and the comments.
import { conference, reviewCriteria, reviewSuggestions, type ReviewContent, type ReviewSuggestion } from '@confsys/domain';
import { PdfWriter } from './document';

export async function reviewPdf(paperId: string, title: string, review: ReviewContent): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`${conference.shortName} review of ${paperId}`);
  pdf
    .heading(conference.title, 14)
    .text("Reviewer's evaluation", { muted: true })
    .rule()
    .row('Article ID', paperId)
    .row('Article title', title)
    .rule()
    .text('Evaluation criteria', { bold: true });
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
  return pdf.bytes();
}
