// POST /api/invitations/{token}/decline: the invitee declines, with a reason and colleagues to suggest.
import { handles } from '../../lib/http';
import { clientAddress } from '../../lib/accounts/throttle';
import { declineInvitation as decline } from '../../lib/committee/invitationAnswers';

export const declineInvitation = handles('declineInvitation', async ({ req, params, body }) => decline(params.token ?? '', body, clientAddress(req)));
