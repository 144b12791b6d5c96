// GET /api/certificates/{code}: a certificate as anyone verifies it, without signing in. The verification
// page is public, so it reads without the query client (read once per page load, by code).
import { ApiPaths, type PublicCertificate } from '@confsys/domain';
import { resourceAt, type ResourceState } from '../../lib/publicResource';

export function useCertificate(code: string): ResourceState<PublicCertificate> {
  return resourceAt<PublicCertificate>(ApiPaths.certificate(code))();
}
