// The assign dialog's calls: GET /api/admin/papers/{paperId}/assignment (the paper's reviewers, and one
// page of the reviewer records a search matches, each with their load and conflicts with it) and
// POST /api/admin/assignreviewer with the whole list. A conflict of interest is refused (409) unless the
// request carries the written override reason.
import type { AssignResponse, PaperAssignmentResponse, ReviewerListQuery } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';

export function getPaperAssignment(paperId: string, query: ReviewerListQuery): Promise<PaperAssignmentResponse> {
  return callApi('paperAssignment', { params: { paperId }, query });
}

export interface ReviewerListChange {
  paperId: string;
  reviewerIds: string[];
  /** The written reason for assigning despite conflicts of interest, if any is overridden. */
  overrideReason?: string;
  /** Keep the submitted reviews of reviewers taken off the paper. */
  keepReviews: boolean;
}

export function setReviewers(change: ReviewerListChange): Promise<AssignResponse> {
  const { paperId, reviewerIds, overrideReason, keepReviews } = change;
  return callApi('assignReviewer', { json: { paperId, reviewerIds, keepReviews, ...(overrideReason ? { override: { reason: overrideReason } } : {}) } });
}
