// GET /api/me/certificates: the signed-in person's certificates of every edition, for their dashboard.
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/apiClient';

export function useMyCertificates() {
  return useQuery({ queryKey: ['me', 'certificates'], queryFn: () => callApi('myCertificates') });
}
