// GET /api/admin/certificates: one page of the current edition's certificates, newest first, by kind and
// by the holder's email; `next` is the page after it.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CertificateKind } from '@confsys/domain';
import { callApi, type ApiAnswer } from '../../lib/apiClient';

export type IssuedCertificatesPage = ApiAnswer<'issuedCertificates'>;
export type IssuedCertificate = IssuedCertificatesPage['certificates'][number];

export interface IssuedCertificatesFilter {
  kind: CertificateKind | '';
  email: string;
  page: string | null;
}

export const issuedCertificatesKey = ['admin', 'certificates'] as const;

export function useIssuedCertificates(filter: IssuedCertificatesFilter) {
  return useQuery({
    queryKey: [...issuedCertificatesKey, filter],
    queryFn: () => callApi('issuedCertificates', { query: { pageSize: '25', ...(filter.kind ? { kind: filter.kind } : {}), ...(filter.email ? { email: filter.email } : {}), ...(filter.page ? { page: filter.page } : {}) } }),
    placeholderData: keepPreviousData,
  });
}
