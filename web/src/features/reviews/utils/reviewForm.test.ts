import { describe, expect, it } from 'vitest';
import { reviewCriteria } from '@confsys/domain';
import {
  canSaveDraft,
  criterionErrorKey,
  emptyReviewForm,
  isReviewLocked,
  returnPath,
  reviewFormErrors,
  reviewFormMode,
  reviewSubmission,
  valuesFromReview,
  type ReviewFormValues,
} from './reviewForm';

const allStrong = Object.fromEntries(reviewCriteria.map((criterion) => [criterion, 'Strong'])) as ReviewFormValues['criteriaRatings'];
const aliceReview: ReviewFormValues = {
  ...emptyReviewForm,
  criteriaRatings: allStrong,
  suggestions: { sectionsNumbered: 'Yes', englishGrammar: 'No' },
  plagiarism: ' Turnitin, 6% ',
  recommendation: 'Accept with minor revisions',
  confidence: 'expert',
  confidentialComments: ' For the chair only. ',
};

describe('valuesFromReview', () => {
  it("prefills reviewerAlice's stored review, ratings and suggestions arriving as JSON strings", () => {
    const values = valuesFromReview({
      criteriaRatings: JSON.stringify({ Novelty: 'Modest', 'Valid Conclusions': 'Great' }),
      suggestions: '{"allReferencesCited":"Yes","sectionsNumbered":"Maybe"}',
      plagiarism: 'iThenticate, 3%',
      recommendation: 'Reject',
      finalRemarks: 'Needs a larger evaluation.',
      confidence: 'outsider',
      confidentialComments: 'Not my area.',
      status: 'Submitted',
    });
    expect(values).toEqual({
      criteriaRatings: { Novelty: 'Modest' },
      suggestions: { allReferencesCited: 'Yes' },
      plagiarism: 'iThenticate, 3%',
      additionalComments: '',
      recommendation: 'Reject',
      finalRemarks: 'Needs a larger evaluation.',
      confidence: 'outsider',
      confidentialComments: 'Not my area.',
    });
  });

  it('starts blank without a review', () => {
    expect(valuesFromReview(null)).toEqual(emptyReviewForm);
    expect(valuesFromReview({ criteriaRatings: '{broken', recommendation: 'Maybe' })).toEqual(emptyReviewForm);
  });
});

describe('canSaveDraft', () => {
  it('offers a draft until the review is first submitted', () => {
    expect(canSaveDraft(null)).toBe(true);
    expect(canSaveDraft({ status: 'Draft' })).toBe(true);
    expect(canSaveDraft({ status: 'Submitted' })).toBe(false);
    expect(canSaveDraft({ status: 'Published' })).toBe(false);
  });
});

describe('isReviewLocked', () => {
  it('locks a review once it was sent to the author', () => {
    expect(isReviewLocked({ status: 'Published' })).toBe(true);
    expect(isReviewLocked({ status: 'Submitted' })).toBe(false);
    expect(isReviewLocked(null)).toBe(false);
  });
});

describe('reviewFormErrors', () => {
  it('asks for every criterion, the recommendation and the confidence', () => {
    const errors = reviewFormErrors({ ...emptyReviewForm, criteriaRatings: { Novelty: 'Weak' } });
    expect(errors[criterionErrorKey('Technical Adequacy')]).toBe('Please rate: Technical Adequacy.');
    expect(errors[criterionErrorKey('Novelty')]).toBeUndefined();
    expect(errors.recommendation).toBe('Please choose a recommendation.');
    expect(errors.confidence).toBe('Please say how confident you are in your evaluation.');
    expect(Object.keys(errors)).toHaveLength(reviewCriteria.length + 1);
  });

  it('accepts a complete review with optional texts left empty', () => {
    expect(reviewFormErrors(aliceReview)).toEqual({});
  });
});

describe('modes', () => {
  it.each([
    ['admin', 'admin', '/admin/comments'],
    ['reviewer', 'reviewer', '/reviewer'],
  ] as const)('puts the %s in %s mode and returns to %s', (role, mode, back) => {
    expect(reviewFormMode(role)).toBe(mode);
    expect(returnPath(mode)).toBe(back);
  });
});

describe('reviewSubmission', () => {
  const article = { paperId: 'ICCS25-0003', title: 'Quantum-safe ledgers' };

  it("signs reviewerAlice's review with her email", () => {
    expect(reviewSubmission(aliceReview, article, { mode: 'reviewer', email: 'alice@demo.test' })).toEqual({
      articleId: 'ICCS25-0003',
      articleTitle: 'Quantum-safe ledgers',
      criteriaRatings: allStrong,
      suggestions: { sectionsNumbered: 'Yes', englishGrammar: 'No' },
      plagiarism: 'Turnitin, 6%',
      additionalComments: '',
      recommendation: 'Accept with minor revisions',
      finalRemarks: '',
      confidence: 'expert',
      confidentialComments: 'For the chair only.',
      updatedBy: 'alice@demo.test',
    });
  });

  it("names the reviewer whose review the chair edits", () => {
    expect(reviewSubmission(aliceReview, { ...article, reviewerId: 'R-alice' }, { mode: 'admin', email: 'chair@demo.test' }).reviewerId).toBe('R-alice');
  });

  it("signs the chair's edit as 'admin'", () => {
    expect(reviewSubmission(aliceReview, article, { mode: 'admin', email: 'chair@demo.test' }).updatedBy).toBe('admin');
  });
});
