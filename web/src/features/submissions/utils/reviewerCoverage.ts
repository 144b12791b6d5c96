// Paper Management's reviewers: the Reviewers column ("2/3", with each reviewer's name and review
// state for the tooltip and for screen readers), and the two filters above the grid (papers that need
// reviewers, papers whose reviews are missing), kept in the URL (`?show=`, see paperList.ts).
import type { AssignedReviewer, PaperListShow } from '@confsys/domain';

type NamedState = Pick<AssignedReviewer, 'name' | 'state'> & Partial<Pick<AssignedReviewer, 'timing'>>;

/** The cell's text: the reviewers assigned of the number the paper should have, "2/3". */
export function coverageText(assigned: number, target: number): string {
  return `${assigned}/${target}`;
}

/** One reviewer with their review's state, and whether it is overdue or came late: "Ann (Submitted)", "Bo (Draft, overdue)". */
export function reviewerWithState(reviewer: NamedState): string {
  const timing = reviewer.timing === 'overdue' || reviewer.timing === 'late' ? `, ${reviewer.timing}` : '';
  return `${reviewer.name} (${reviewer.state}${timing})`;
}

/** How many of the reviews are missing past their due date: the cell's warning ("1 overdue"), or null. */
export function overdueText(reviewers: ReadonlyArray<Pick<AssignedReviewer, 'timing'>>): string | null {
  const overdue = reviewers.filter((reviewer) => reviewer.timing === 'overdue').length;
  return overdue === 0 ? null : `${overdue} overdue`;
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

/**
 * The filters above Paper Management's grid; the server applies them (paperListConditions in the
 * domain): papers that need reviewers (submitted or Under Review, with fewer than the target), papers
 * Under Review whose reviews are missing, and papers whose similarity match reaches the chair's threshold.
 */
export const paperFilters = [
  { value: 'needs-reviewers', label: 'Needs reviewers' },
  { value: 'reviews-missing', label: 'Reviews missing' },
  { value: 'flagged', label: 'Text overlap' },
] as const satisfies ReadonlyArray<{ value: PaperListShow; label: string }>;

export type PaperFilter = (typeof paperFilters)[number]['value'];

/** The filter a URL names; none (every paper) when absent or unknown: the URL is user input. */
export function paperFilterFromParam(value: string | null): PaperFilter | null {
  return paperFilters.find((filter) => filter.value === value)?.value ?? null;
}
