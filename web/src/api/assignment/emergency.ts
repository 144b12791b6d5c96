// Emergency reviewers: GET /api/admin/papers/{paperId}/emergency-reviewers (the paper's overdue reviews
// and the members to ask, ranked) and POST .../emergency-requests (a preview of the request's message,
// then sending it, which assigns the member with the request's due date).
import { useQuery } from '@tanstack/react-query';
import { callApi, type ApiAnswer } from '../../lib/apiClient';
import { readOnEachOpen } from '../../lib/queryClient';
import { useApiMutation } from '../../lib/useApiMutation';
import { paperCountsKey } from '../submissions/getPaperCounts';
import { papersKey } from '../submissions/getPapers';
import { paperAssignmentKey } from './getPaperAssignment';

export type EmergencyCandidates = ApiAnswer<'emergencyCandidates'>;
export type EmergencyRequestAnswer = ApiAnswer<'requestEmergencyReview'>;
export interface EmergencyRequestDraft {
  reviewerId: string;
  dueAt: string;
  note: string;
}

const emergencyKey = ['admin', 'emergencyReviewers'] as const;

/** Read afresh each time the dialog opens: loads and overdue reviews change by the hour. */
export const useEmergencyCandidates = (paperId: string) =>
  useQuery({ queryKey: [...emergencyKey, paperId], queryFn: () => callApi('emergencyCandidates', { params: { paperId } }), ...readOnEachOpen });

export const useEmergencyPreview = (paperId: string) =>
  useApiMutation('requestEmergencyReview', (draft: EmergencyRequestDraft) => ({ params: { paperId }, json: { ...draft, preview: true as const } }));

export const useSendEmergencyRequest = (paperId: string) =>
  useApiMutation('requestEmergencyReview', (previewId: string) => ({ params: { paperId }, json: { previewId, apply: true as const } }), [papersKey, paperCountsKey, paperAssignmentKey, emergencyKey]);
