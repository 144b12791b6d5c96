// Paper Management's reviewers: the Reviewers column ("2/3", with each reviewer's name and review
// state for the tooltip and for screen readers), the grid's search on reviewer names, and the two
// filters above the grid (papers that need reviewers, papers whose reviews are missing), kept in the URL.
import { isStatus, PaperStatus, type AdminPaperView, type AssignedReviewer } from '@confsys/domain';

/** What the column and the filters read of a paper. */
export type PaperCoverage = Pick<AdminPaperView, 'status' | 'reviewers' | 'submittedReviews'>;

type NamedState = Pick<AssignedReviewer, 'name' | 'state'>;

/** The cell's text: the reviewers assigned of the number the paper should have, "2/3". */
export function coverageText(assigned: number, target: number): string {
  return `${assigned}/${target}`;
}

/** One reviewer with their review's state, "Ann (Submitted)". */
export function reviewerWithState(reviewer: NamedState): string {
  return `${reviewer.name} (${reviewer.state})`;
}

/** The heading of the list: "2 of 3 reviewers". */
export function coverageHeading(assigned: number, target: number): string {
  return `${assigned} of ${target} reviewer${target === 1 ? '' : 's'}`;
}

/** The whole cell in words, for screen readers: "2 of 3 reviewers: Ann (Submitted), Bo (Draft)". */
export function coverageLabel(reviewers: readonly NamedState[], target: number): string {
  const heading = coverageHeading(reviewers.length, target);
  return reviewers.length === 0 ? `${heading}: none assigned` : `${heading}: ${reviewers.map(reviewerWithState).join(', ')}`;
}

/** The grid's search: a word matches a paper when one of its reviewers' names contains it (any case). */
export function reviewerNameMatches(reviewers: readonly Pick<AssignedReviewer, 'name'>[], word: string): boolean {
  const wanted = word.trim().toLowerCase();
  return wanted !== '' && reviewers.some((reviewer) => reviewer.name.toLowerCase().includes(wanted));
}

/** Fewer reviewers than the target while reviewers can still be added (submitted or Under Review). */
export function needsReviewers(paper: PaperCoverage, target: number): boolean {
  const open = isStatus(paper.status, PaperStatus.Submitted) || isStatus(paper.status, PaperStatus.UnderReview);
  return open && paper.reviewers.length < target;
}

/** Under Review with fewer submitted reviews than reviewers assigned. */
export function reviewsMissing(paper: PaperCoverage): boolean {
  return isStatus(paper.status, PaperStatus.UnderReview) && paper.submittedReviews < paper.reviewers.length;
}

export const paperFilters = [
  { value: 'needs-reviewers', label: 'Needs reviewers', matches: needsReviewers },
  { value: 'reviews-missing', label: 'Reviews missing', matches: reviewsMissing },
] as const satisfies ReadonlyArray<{ value: string; label: string; matches: (paper: PaperCoverage, target: number) => boolean }>;

export type PaperFilter = (typeof paperFilters)[number]['value'];

/** The URL parameter that keeps the filter (`?show=needs-reviewers`), so it survives a reload. */
export const paperFilterParam = 'show';

/** The filter a URL names; none (every paper) when absent or unknown: the URL is user input. */
export function paperFilterFromParam(value: string | null): PaperFilter | null {
  return paperFilters.find((filter) => filter.value === value)?.value ?? null;
}

/** The search parameters with the filter set, or removed for every paper; the others kept. */
export function withPaperFilter(current: URLSearchParams, filter: PaperFilter | null): URLSearchParams {
  const next = new URLSearchParams(current);
  if (filter === null) next.delete(paperFilterParam);
  else next.set(paperFilterParam, filter);
  return next;
}

/** The papers the filter keeps, in their order; all of them without a filter. */
export function filterPapers<P extends PaperCoverage>(papers: readonly P[], filter: PaperFilter | null, target: number): P[] {
  const chosen = paperFilters.find((candidate) => candidate.value === filter);
  return chosen ? papers.filter((paper) => chosen.matches(paper, target)) : [...papers];
}

/** How many papers each filter keeps, for the buttons' counts. */
export function filterCounts(papers: readonly PaperCoverage[], target: number): Record<PaperFilter, number> {
  const counts = {} as Record<PaperFilter, number>;
  for (const filter of paperFilters) counts[filter.value] = papers.filter((paper) => filter.matches(paper, target)).length;
  return counts;
}
