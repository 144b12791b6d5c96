// POST /api/authors/papers/{paperId}/copyright: signs the copyright form for all the paper's authors with
// the full name typed as the signature and the signer's role; a new signature replaces the earlier one.
// 400 names the field it refuses. The paper's proceedings are read again after.
import type { ApiBody } from '../../lib/apiClient';
import { useApiMutation } from '../../lib/useApiMutation';
import { authorProceedingsKey } from './getAuthorProceedings';

export type CopyrightSignature = ApiBody<'signCopyright'>;

export const useSignCopyright = (paperId: string) =>
  useApiMutation('signCopyright', (json: CopyrightSignature) => ({ params: { paperId }, json }), [authorProceedingsKey(paperId)]);
