// GET /api/admin/certificates: one page of the current edition's certificates, newest first, by kind and
// by the holder's email; `next` is the page after it.
import type { CertificateKind } from '@confsys/domain';
import type { ApiAnswer } from '../../lib/apiClient';
import { usePagedList } from '../pagedList';

export type IssuedCertificatesPage = ApiAnswer<'issuedCertificates'>;
export type IssuedCertificate = IssuedCertificatesPage['certificates'][number];

export interface IssuedCertificatesFilter {
  kind: CertificateKind | '';
  email: string;
  page: string | null;
}

export const issuedCertificatesKey = ['admin', 'certificates'] as const;

export function useIssuedCertificates(filter: IssuedCertificatesFilter) {
  return usePagedList('issuedCertificates', issuedCertificatesKey, filter);
}
