// Conflicts of interest the authors declare: the committee members they pick (by record ID) are never
// assigned to review the paper. Picked at submission, changed from the dashboard while the paper is
// submitted.
import { isStatus, PaperStatus } from '@confsys/domain';

/** A committee member as authors see them: name and affiliation, no email. */
import type { CommitteeMember } from '../../../api/submissions/getCommittee';

export type { CommitteeMember };

export const conflictsLabel = 'Conflicts of interest';
export const conflictsHint =
  'Committee members you list will not review this paper. List anyone an author has a conflict of interest with: a colleague, a recent co-author, an adviser or a student.';

/** The chosen members in the order chosen, without repeats; IDs no longer on the committee are left out. */
export function chosenMembers(committee: readonly CommitteeMember[], ids: readonly string[]): CommitteeMember[] {
  const byId = new Map(committee.map((member) => [member.id, member]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

/** The list can change only while the paper is submitted (the server refuses it later). */
export function canEditConflicts(status: string): boolean {
  return isStatus(status, PaperStatus.Submitted);
}

/** Beside the dashboard's Edit conflicts button: how many members the authors declared. */
export function conflictsSummary(count: number): string {
  return count === 0 ? 'None declared' : `${count} declared`;
}
