// The assign dialog's rules: which reviewers may be ticked, the list to send, what a change removes, and
// the candidates the dialog has met across its searches and pages.
import type { AssignmentCandidate, PaperAssignmentAnswer } from '@confsys/domain';

/** A reviewer in conflict with the paper can be ticked only with a written override reason (or if already assigned). */
export function selectable(candidate: AssignmentCandidate, assigned: readonly string[], overrideReason: string): boolean {
  return candidate.conflicts.length === 0 || assigned.includes(candidate.id) || overrideReason.trim() !== '';
}

/** The list to send: the reviewers kept in their order of assignment, then the new ones in the order they were met. */
export function nextReviewerIds(assigned: readonly string[], chosen: ReadonlySet<string>, met: readonly AssignmentCandidate[]): string[] {
  return [...assigned.filter((id) => chosen.has(id)), ...met.map((candidate) => candidate.id).filter((id) => chosen.has(id) && !assigned.includes(id))];
}

/** The assigned reviewers the change takes off the paper whose review is submitted (and could be kept). */
export function removedWithReviews(assignment: Pick<PaperAssignmentAnswer, 'assigned'>, chosen: ReadonlySet<string>): string[] {
  return assignment.assigned.filter((reviewer) => !chosen.has(reviewer.reviewerId) && reviewer.state === 'Submitted').map((reviewer) => reviewer.name);
}

/** Whether a chosen reviewer is in conflict and being added (so the override reason goes with the request). */
export function overridesConflict(assigned: readonly string[], chosen: ReadonlySet<string>, met: readonly AssignmentCandidate[]): boolean {
  return met.some((candidate) => chosen.has(candidate.id) && !assigned.includes(candidate.id) && candidate.conflicts.length > 0);
}

/** The candidates met so far with those of a new answer, each once, in the order first met (newer facts kept). */
export function meetCandidates(met: readonly AssignmentCandidate[], page: readonly AssignmentCandidate[]): AssignmentCandidate[] {
  const byId = new Map(met.map((candidate) => [candidate.id, candidate]));
  for (const candidate of page) byId.set(candidate.id, candidate);
  return [...byId.values()];
}

/** The chosen reviewers not assigned yet, by name, in the order met: what the dialog adds. */
export function addedNames(assigned: readonly string[], chosen: ReadonlySet<string>, met: readonly AssignmentCandidate[]): string[] {
  return met.filter((candidate) => chosen.has(candidate.id) && !assigned.includes(candidate.id)).map((candidate) => candidate.name);
}
