// Deadline extensions: GET /api/admin/extensions (every one, the latest first), POST grants one to an
// author or a paper (400 names the field it refuses, 404 an unknown paper or author), DELETE revokes one.
import { callApi, type ApiAnswer } from '../../../lib/apiClient';
import { useApiData } from '../../../lib/useApiData';

export function getExtensions(): Promise<ApiAnswer<'extensions'>> {
  return callApi('extensions');
}

export function useExtensions() {
  return useApiData(getExtensions);
}

export function grantExtension(request: { paperId?: string; authorEmail?: string; until: string; reason: string }): Promise<ApiAnswer<'grantExtension'>> {
  return callApi('grantExtension', { json: request });
}

export function revokeExtension(id: string): Promise<ApiAnswer<'revokeExtension'>> {
  return callApi('revokeExtension', { params: { id } });
}
