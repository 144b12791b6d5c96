import { describe, expect, it } from 'vitest';
import { reviewCriteria } from './review';
import type { ReviewContent } from './review';
import { reviewsText } from './reviewsText';

const review: ReviewContent = {
  criteriaRatings: Object.fromEntries(reviewCriteria.map((criterion) => [criterion, 'Strong'])) as ReviewContent['criteriaRatings'],
  suggestions: {},
  plagiarism: '',
  additionalComments: 'Clear and well argued.',
  recommendation: 'Accept',
  finalRemarks: 'A good paper.',
  confidence: 'expert',
  confidentialComments: 'I know the authors: Dr. Secret.',
} as ReviewContent;

describe('reviewsText', () => {
  it('labels each review and carries what the authors read, never the comments to the committee', () => {
    const text = reviewsText([{ label: 'Reviewer 1', review }, { label: 'Reviewer 2', review: { ...review, confidence: undefined, finalRemarks: '' } }]);
    expect(text.startsWith('Reviewer 1\nReviewer\'s confidence: Expert\nRecommendation: Accept\n')).toBe(true);
    expect(text).toContain('Novelty: Strong');
    expect(text).toContain('Additional comments: Clear and well argued.');
    expect(text).toContain('\n\nReviewer 2\nRecommendation: Accept');
    expect(text).toContain('Final remarks: -');
    expect(text).not.toContain('Dr. Secret');
  });
});
