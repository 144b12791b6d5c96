// POST /api/authors/papers/{paperId}/copyright: signs the copyright form for all the paper's authors with
// the full name typed as the signature and the signer's role; a new signature replaces the earlier one.
// 400 names the field it refuses. The paper's proceedings are read again after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiAnswer, type ApiCall } from '../../lib/apiClient';
import { authorProceedingsKey } from './getAuthorProceedings';

export type CopyrightSignature = ApiCall<'signCopyright'>['json'];

export function signCopyright(paperId: string, signature: CopyrightSignature): Promise<ApiAnswer<'signCopyright'>> {
  return callApi('signCopyright', { params: { paperId }, json: signature });
}

export function useSignCopyright(paperId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signature: CopyrightSignature) => signCopyright(paperId, signature),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: authorProceedingsKey(paperId) }),
  });
}
