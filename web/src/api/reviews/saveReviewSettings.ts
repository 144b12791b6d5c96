
import type { ReviewSettings } from '@confsys/domain';
import { useApiMutation } from '../../lib/useApiMutation';

export const useSaveReviewSettings = () => useApiMutation('saveReviewSettings', (json: ReviewSettings) => ({ json }));
