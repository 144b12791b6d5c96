// The chair's side of recruiting the committee: POST /api/admin/invitations (a preview of the people to
// invite, then sending it), GET /api/admin/invitations (a page by state and search, with the colleagues
// declined invitees suggested), POST /api/admin/invitations/remind (a preview, then sending it) and
// GET /api/admin/committee/capacity (the committee's offered load against the papers' demand).
import { useQuery } from '@tanstack/react-query';
import type { InvitationState } from '@confsys/domain';
import { callApi, type ApiAnswer, type ApiBody } from '../../lib/apiClient';
import { useApiMutation } from '../../lib/useApiMutation';
import { usePagedList } from '../pagedList';

export type InvitationsAnswer = ApiAnswer<'sendInvitations'>;
export type InvitationsPreviewRequest = Omit<Extract<ApiBody<'sendInvitations'>, { preview?: true }>, 'previewId' | 'apply'>;
export type InvitationList = ApiAnswer<'invitations'>;
export type Capacity = ApiAnswer<'committeeCapacity'>;

export const invitationsKey = ['admin', 'invitations'] as const;
export const capacityKey = ['admin', 'committee', 'capacity'] as const;

export interface InvitationFilter {
  state: InvitationState | '';
  q: string;
  cursor: string | null;
}

export function useInvitations(filter: InvitationFilter) {
  return usePagedList('invitations', invitationsKey, filter);
}

export const useCapacity = () => useQuery({ queryKey: capacityKey, queryFn: () => callApi('committeeCapacity') });

export const useInvitationsPreview = () => useApiMutation('sendInvitations', (json: InvitationsPreviewRequest) => ({ json: { ...json, preview: true as const } }));
export const useSendInvitations = () => useApiMutation('sendInvitations', (previewId: string) => ({ json: { previewId, apply: true as const } }), [invitationsKey]);
export const useRemindersPreview = () => useApiMutation('remindInvitations', () => ({ json: { preview: true as const } }));
export const useSendReminders = () => useApiMutation('remindInvitations', (previewId: string) => ({ json: { previewId, apply: true as const } }), [invitationsKey]);
