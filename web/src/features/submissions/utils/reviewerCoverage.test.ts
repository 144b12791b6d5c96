import { describe, expect, it } from 'vitest';
import { paperListShows } from '@confsys/domain';
import { coverageHeading, coverageLabel, coverageText, paperFilterFromParam, paperFilters } from './reviewerCoverage';

const ann = { name: 'Ann Lee', state: 'Submitted' } as const;
const bo = { name: 'Bo', state: 'Draft' } as const;
const cy = { name: 'Cy', state: 'Not started' } as const;

describe('the Reviewers cell', () => {
  it('shows assigned of target, and says it in words with each review state', () => {
    expect(coverageText(2, 3)).toBe('2/3');
    expect(coverageLabel([ann, bo], 3)).toBe('2 of 3 reviewers: Ann Lee (Submitted), Bo (Draft)');
    expect(coverageLabel([cy], 1)).toBe('1 of 1 reviewer: Cy (Not started)');
    expect(coverageLabel([], 3)).toBe('0 of 3 reviewers: none assigned');
    expect(coverageHeading(4, 3)).toBe('4 of 3 reviewers');
  });
});

describe('the filters above the grid', () => {
  it('are reviewer-state filters the server knows', () => {
    expect(paperFilters.every((filter) => (paperListShows as readonly string[]).includes(filter.value))).toBe(true);
  });

  it('reads the filter from the URL, ignoring unknown values', () => {
    expect(paperFilterFromParam('needs-reviewers')).toBe('needs-reviewers');
    expect(paperFilterFromParam('reviews-missing')).toBe('reviews-missing');
    expect(paperFilterFromParam('in-review')).toBeNull();
    expect(paperFilterFromParam('all')).toBeNull();
    expect(paperFilterFromParam('<script>')).toBeNull();
    expect(paperFilterFromParam(null)).toBeNull();
  });
});
