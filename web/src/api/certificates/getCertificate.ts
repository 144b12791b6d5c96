// GET /api/certificates/{code}: a certificate as anyone verifies it, without signing in.
import { useQuery } from '@tanstack/react-query';
import { callApi, type ApiAnswer } from '../../lib/apiClient';

export type VerifiedCertificate = ApiAnswer<'certificate'>;

export function useCertificate(code: string) {
  return useQuery({ queryKey: ['public', 'certificate', code], queryFn: () => callApi('certificate', { params: { code } }), retry: false });
}
