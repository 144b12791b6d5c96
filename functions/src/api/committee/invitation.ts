// GET /api/invitations/{token}: a committee invitation as its link opens it, for anyone holding the link:
// the conference, the chair's message, the maximum load, the call's topics and its state; marks it opened.
import { handles } from '../../lib/http';
import { clientAddress } from '../../lib/accounts/throttle';
import { openInvitation } from '../../lib/committee/invitationAnswers';

export const invitation = handles('invitation', async ({ req, params }) => openInvitation(params.token ?? '', clientAddress(req)));
