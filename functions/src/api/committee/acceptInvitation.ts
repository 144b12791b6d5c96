// POST /api/invitations/{token}/accept: the invitee accepts with a load, topics and whether late requests
// are welcome (under another address only with the code sent to it); their reviewer record is made or linked.
import { handles } from '../../lib/http';
import { clientAddress } from '../../lib/accounts/throttle';
import { acceptInvitation as accept } from '../../lib/committee/invitationAnswers';

export const acceptInvitation = handles('acceptInvitation', async ({ req, params, body }) => accept(params.token ?? '', body, clientAddress(req)));
