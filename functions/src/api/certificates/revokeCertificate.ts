// POST /api/admin/certificates/{code}/revoke: revokes a certificate with a reason, audited; its
// verification says so from then on and its PDF is refused.
import { Messages } from '@confsys/domain';
import { handles } from '../../lib/http';
import { revokeCertificate as revoke } from '../../lib/certificates/certificates';

export const revokeCertificate = handles('revokeCertificate', async ({ params, body, caller }) => {
  const revoked = await revoke(params.code ?? '', body.reason, caller);
  return { message: Messages.certificateRevokedNow(revoked.code) };
});
