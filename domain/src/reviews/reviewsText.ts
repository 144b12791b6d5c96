// A paper's reviews as plain text, as the authors receive them: each labelled "Reviewer N", with what the
// comments PDF prints (the confidence, the ratings, the suggestions, the recommendation, the comments and
// the final remarks), never a reviewer's name or their comments to the committee.
import { confidenceLevels, reviewCriteria, reviewSuggestions, type ReviewContent, type ReviewSuggestion } from './review';

export function reviewsText(reviews: ReadonlyArray<{ label: string; review: ReviewContent }>): string {
  return reviews
    .map(({ label, review }) =>
      [
        label,
        ...(review.confidence ? [`Reviewer's confidence: ${confidenceLevels[review.confidence]}`] : []),
        `Recommendation: ${review.recommendation}`,
        ...reviewCriteria.map((criterion) => `${criterion}: ${review.criteriaRatings[criterion]}`),
        ...(Object.keys(reviewSuggestions) as ReviewSuggestion[]).map((key) => `${reviewSuggestions[key]}: ${review.suggestions[key] ?? '-'}`),
        `Plagiarism: ${review.plagiarism || '-'}`,
        `Additional comments: ${review.additionalComments || '-'}`,
        `Final remarks: ${review.finalRemarks || '-'}`,
      ].join('\n'),
    )
    .join('\n\n');
}
