// The invitation as its link opens it, without signing in: GET /api/invitations/{token} (marks it opened),
// and the invitee's answers: POST .../accept, .../address (a code to prove another address), .../decline.
// The page is public, so these are plain calls, not cached queries.
import { callApi, type ApiAnswer, type ApiBody } from '../../lib/apiClient';

export type PublicInvitation = ApiAnswer<'invitation'>;
export type AcceptInvitation = ApiBody<'acceptInvitation'>;
export type DeclineInvitation = ApiBody<'declineInvitation'>;

export const getInvitation = (token: string) => callApi('invitation', { params: { token } });
export const acceptInvitation = (token: string, json: AcceptInvitation) => callApi('acceptInvitation', { params: { token }, json });
export const sendInvitationCode = (token: string, email: string) => callApi('invitationAddress', { params: { token }, json: { email } });
export const declineInvitation = (token: string, json: DeclineInvitation) => callApi('declineInvitation', { params: { token }, json });
