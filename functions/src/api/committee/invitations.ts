// GET /api/admin/invitations: one page of the committee invitations, by state and search, with the
// colleagues the page's declined invitees suggested.
import { handles } from '../../lib/http';
import { readInvitationPage } from '../../lib/committee/invitationList';

export const invitations = handles('invitations', async ({ query }) => readInvitationPage(query));
