// The assign dialog's rules: which reviewers may be ticked, the list to send, and what a change removes.
import type { PaperAssignmentResponse } from '@confsys/domain';

type Candidate = PaperAssignmentResponse['candidates'][number];

/** A reviewer in conflict with the paper can be ticked only with a written override reason (or if already assigned). */
export function selectable(candidate: Candidate, assigned: readonly string[], overrideReason: string): boolean {
  return candidate.conflicts.length === 0 || assigned.includes(candidate.id) || overrideReason.trim() !== '';
}

/** The list to send: the reviewers kept in their order of assignment, then the new ones in the order shown. */
export function nextReviewerIds(assigned: readonly string[], chosen: ReadonlySet<string>, candidates: readonly Candidate[]): string[] {
  return [...assigned.filter((id) => chosen.has(id)), ...candidates.map((candidate) => candidate.id).filter((id) => chosen.has(id) && !assigned.includes(id))];
}

/** The assigned reviewers the change takes off the paper whose review is submitted (and could be kept). */
export function removedWithReviews(assignment: Pick<PaperAssignmentResponse, 'assigned'>, chosen: ReadonlySet<string>): string[] {
  return assignment.assigned.filter((reviewer) => !chosen.has(reviewer.reviewerId) && reviewer.state === 'Submitted').map((reviewer) => reviewer.name);
}

/** Whether a chosen reviewer is in conflict and being added (so the override reason goes with the request). */
export function overridesConflict(assignment: Pick<PaperAssignmentResponse, 'assigned' | 'candidates'>, chosen: ReadonlySet<string>): boolean {
  const assigned = assignment.assigned.map((reviewer) => reviewer.reviewerId);
  return assignment.candidates.some((candidate) => chosen.has(candidate.id) && !assigned.includes(candidate.id) && candidate.conflicts.length > 0);
}
