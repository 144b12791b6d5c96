// POST /api/admin/profile: the admin's own name, email and (optionally) password, after checking the
// current password; answers a fresh session token (lib/accounts/adminProfile.ts).
import { clientAddress } from '../../lib/accounts/throttle';
import { updateAdminProfile } from '../../lib/accounts/adminProfile';
import { handles } from '../../lib/http';

export const updateProfile = handles('adminProfile', async ({ req, body, caller }) => updateAdminProfile(caller, body, clientAddress(req)));
