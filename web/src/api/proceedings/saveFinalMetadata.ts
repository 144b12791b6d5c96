// PUT /api/authors/papers/{paperId}/metadata: confirms the final title, abstract, keywords and the ordered
// author list (with optional ORCID iDs). 400 names the fields it refuses ("authors.0.orcid"). The paper's
// proceedings (with when the metadata was confirmed) are read again after.
import type { FinalMetadata } from '@confsys/domain';
import { useApiMutation } from '../../lib/useApiMutation';
import { authorProceedingsKey } from './getAuthorProceedings';

export const useSaveFinalMetadata = (paperId: string) =>
  useApiMutation('saveFinalMetadata', (json: FinalMetadata) => ({ params: { paperId }, json }), [authorProceedingsKey(paperId)], `metadata:${paperId}`);
