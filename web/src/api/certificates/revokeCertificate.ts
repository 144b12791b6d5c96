// POST /api/admin/certificates/{code}/revoke: revokes a certificate with a reason anyone verifying it reads.
import { useApiMutation } from '../../lib/useApiMutation';
import { issuedCertificatesKey } from './getIssuedCertificates';

export const useRevokeCertificate = () =>
  useApiMutation('revokeCertificate', ({ code, reason }: { code: string; reason: string }) => ({ params: { code }, json: { reason } }), [issuedCertificatesKey]);
