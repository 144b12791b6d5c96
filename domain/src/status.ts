// Paper statuses and the one transition table that both the server and the screens consult.

export const PaperStatus = {
  Submitted: 'submitted',
  UnderReview: 'Under Review',
  Accepted: 'Accepted',
  Rejected: 'Rejected',
  Published: 'Published',
  /** Withdrawn by its author: kept with its files and reviews, out of every review list, restorable by the chair. */
  Withdrawn: 'Withdrawn',
} as const;
export type PaperStatus = (typeof PaperStatus)[keyof typeof PaperStatus];

export const paperStatuses: readonly PaperStatus[] = Object.values(PaperStatus);

/** How a status reads in headings and charts ('submitted' is stored in lower case, as the spec has it). */
export function statusLabel(status: PaperStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** The actions that move a paper between statuses. */
export type PaperAction = 'assignReviewer' | 'accept' | 'reject' | 'publish' | 'withdraw';

/**
 * From which statuses each action may start, and where it leads. Reassigning a reviewer keeps a paper
 * under review; a decision needs a review, which the callers check beside this table.
 */
export const transitions: Record<PaperAction, { from: readonly PaperStatus[]; to: PaperStatus }> = {
  assignReviewer: { from: [PaperStatus.Submitted, PaperStatus.UnderReview], to: PaperStatus.UnderReview },
  accept: { from: [PaperStatus.UnderReview], to: PaperStatus.Accepted },
  reject: { from: [PaperStatus.UnderReview], to: PaperStatus.Rejected },
  publish: { from: [PaperStatus.Accepted], to: PaperStatus.Published },
  // The author withdraws a paper until it is decided (a decided paper stays in the record).
  withdraw: { from: [PaperStatus.Submitted, PaperStatus.UnderReview], to: PaperStatus.Withdrawn },
};

/**
 * The statuses of a paper still open, not yet decided: its author may still change it (within the
 * deadline or their extension), reviewers bid on it and are assigned to it, and it counts toward the
 * committee's capacity and the topics that need reviewers.
 */
export const openStatuses: readonly PaperStatus[] = [PaperStatus.Submitted, PaperStatus.UnderReview];

/** Whether a paper of this status is still open (openStatuses). */
export const isOpenStatus = (status: PaperStatus | undefined): boolean => status !== undefined && openStatuses.includes(status);

/** The statuses in which the author may still change the paper: the open ones. */
export const editableStatuses = openStatuses;

export function canEditPaper(status: string): boolean {
  const current = normaliseStatus(status);
  return current !== undefined && editableStatuses.includes(current);
}

/** The spec compares statuses case-insensitively in places (payment: "submitted"); normalise once. */
export function normaliseStatus(value: string): PaperStatus | undefined {
  const lower = value.trim().toLowerCase();
  return paperStatuses.find((status) => status.toLowerCase() === lower);
}

export function canTransition(action: PaperAction, from: string): boolean {
  const status = normaliseStatus(from);
  return status !== undefined && transitions[action].from.includes(status);
}

export function isStatus(value: string, status: PaperStatus): boolean {
  return normaliseStatus(value) === status;
}

/** The reviewer comments PDF is the author's to read once the paper is decided and the path is a PDF. */
export function authorSeesComments(status: string, commentsPath: string | null | undefined): boolean {
  const decided = [PaperStatus.Accepted, PaperStatus.Rejected, PaperStatus.Published].some((allowed) => isStatus(status, allowed));
  return decided && typeof commentsPath === 'string' && commentsPath.toLowerCase().endsWith('.pdf');
}

/** A paper's payment is made once it is accepted (or published), until the registration deadline, which the server checks apart. */
export function paymentEditable(status: string): boolean {
  return isStatus(status, PaperStatus.Accepted) || isStatus(status, PaperStatus.Published);
}
