// POST /api/invitations/{token}/address: sends a code to another address of the invitee's, to accept under it.
import { handles } from '../../lib/http';
import { clientAddress } from '../../lib/accounts/throttle';
import { sendAddressCode } from '../../lib/committee/invitationAnswers';

export const invitationAddress = handles('invitationAddress', async ({ req, params, body }) => sendAddressCode(params.token ?? '', body.email, clientAddress(req)));
