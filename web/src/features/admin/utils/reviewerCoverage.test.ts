import { describe, expect, it } from 'vitest';
import type { AdminPaperView } from '@confsys/domain';
import {
  coverageHeading,
  coverageLabel,
  coverageText,
  filterCounts,
  filterPapers,
  needsReviewers,
  paperFilterFromParam,
  reviewerNameMatches,
  reviewsMissing,
  withPaperFilter,
  type PaperCoverage,
} from './reviewerCoverage';

const ann = { reviewerId: 'R-ann', name: 'Ann Lee', state: 'Submitted' } as const;
const bo = { reviewerId: 'R-bo', name: 'Bo', state: 'Draft' } as const;
const cy = { reviewerId: 'R-cy', name: 'Cy', state: 'Not started' } as const;

const paper = (status: AdminPaperView['status'], reviewers: PaperCoverage['reviewers'], submittedReviews = 0): PaperCoverage & { paperId: string } => ({
  paperId: `${status}-${reviewers.length}-${submittedReviews}`,
  status,
  reviewers,
  submittedReviews,
});

describe('the Reviewers cell', () => {
  it('shows assigned of target, and says it in words with each review state', () => {
    expect(coverageText(2, 3)).toBe('2/3');
    expect(coverageLabel([ann, bo], 3)).toBe('2 of 3 reviewers: Ann Lee (Submitted), Bo (Draft)');
    expect(coverageLabel([cy], 1)).toBe('1 of 1 reviewer: Cy (Not started)');
    expect(coverageLabel([], 3)).toBe('0 of 3 reviewers: none assigned');
    expect(coverageHeading(4, 3)).toBe('4 of 3 reviewers');
  });

  it("finds a paper by part of a reviewer's name, in any case", () => {
    expect(reviewerNameMatches([ann, bo], 'lee')).toBe(true);
    expect(reviewerNameMatches([ann, bo], 'BO')).toBe(true);
    expect(reviewerNameMatches([ann, bo], 'Dan')).toBe(false);
    expect(reviewerNameMatches([ann], ' ')).toBe(false);
    expect(reviewerNameMatches([], 'Ann')).toBe(false);
  });
});

describe('Needs reviewers', () => {
  it('keeps submitted and Under Review papers with fewer reviewers than the target', () => {
    expect(needsReviewers(paper('submitted', []), 3)).toBe(true);
    expect(needsReviewers(paper('Under Review', [ann, bo]), 3)).toBe(true);
    expect(needsReviewers(paper('Under Review', [ann, bo, cy]), 3)).toBe(false);
    expect(needsReviewers(paper('Under Review', [ann, bo, cy]), 2)).toBe(false);
  });

  it('leaves out decided and published papers, however few their reviewers', () => {
    expect(needsReviewers(paper('Accepted', [ann]), 3)).toBe(false);
    expect(needsReviewers(paper('Rejected', [ann]), 3)).toBe(false);
    expect(needsReviewers(paper('Published', []), 3)).toBe(false);
  });
});

describe('Reviews missing', () => {
  it('keeps Under Review papers with fewer submitted reviews than reviewers', () => {
    expect(reviewsMissing(paper('Under Review', [ann, bo], 1))).toBe(true);
    expect(reviewsMissing(paper('Under Review', [ann, bo], 2))).toBe(false);
    expect(reviewsMissing(paper('Under Review', [], 0))).toBe(false);
  });

  it('leaves out papers not under review', () => {
    expect(reviewsMissing(paper('submitted', [], 0))).toBe(false);
    expect(reviewsMissing(paper('Accepted', [ann, bo], 1))).toBe(false);
  });
});

describe('filtering the list', () => {
  const papers = [paper('submitted', []), paper('Under Review', [ann, bo], 1), paper('Under Review', [ann, bo, cy], 3), paper('Accepted', [ann], 1)];

  it('keeps the papers of the filter in their order, or all without one', () => {
    expect(filterPapers(papers, 'needs-reviewers', 3).map((one) => one.paperId)).toEqual(['submitted-0-0', 'Under Review-2-1']);
    expect(filterPapers(papers, 'reviews-missing', 3).map((one) => one.paperId)).toEqual(['Under Review-2-1']);
    expect(filterPapers(papers, null, 3)).toEqual(papers);
  });

  it('counts the papers of each filter', () => {
    expect(filterCounts(papers, 3)).toEqual({ 'needs-reviewers': 2, 'reviews-missing': 1 });
    expect(filterCounts(papers, 1)).toEqual({ 'needs-reviewers': 1, 'reviews-missing': 1 });
    expect(filterCounts([], 3)).toEqual({ 'needs-reviewers': 0, 'reviews-missing': 0 });
  });

  it('reads the filter from the URL, ignoring unknown values', () => {
    expect(paperFilterFromParam('needs-reviewers')).toBe('needs-reviewers');
    expect(paperFilterFromParam('reviews-missing')).toBe('reviews-missing');
    expect(paperFilterFromParam('all')).toBeNull();
    expect(paperFilterFromParam('<script>')).toBeNull();
    expect(paperFilterFromParam(null)).toBeNull();
  });

  it('writes the filter into the URL and keeps the grid parameters', () => {
    const current = new URLSearchParams('q=ICCS25-0001&sort=title:asc');
    expect(withPaperFilter(current, 'reviews-missing').toString()).toBe('q=ICCS25-0001&sort=title%3Aasc&show=reviews-missing');
    expect(withPaperFilter(new URLSearchParams('show=needs-reviewers&q=x'), null).toString()).toBe('q=x');
    expect(current.toString()).toBe('q=ICCS25-0001&sort=title%3Aasc');
  });
});
