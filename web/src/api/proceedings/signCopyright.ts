
import type { ApiBody } from '../../lib/apiClient';
import { useApiMutation } from '../../lib/useApiMutation';
import { authorProceedingsKey } from './getAuthorProceedings';

export type CopyrightSignature = ApiBody<'signCopyright'>;

export const useSignCopyright = (paperId: string) =>
  useApiMutation('signCopyright', (json: CopyrightSignature) => ({ params: { paperId }, json }), [authorProceedingsKey(paperId)]);
