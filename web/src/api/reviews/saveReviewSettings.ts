// POST /api/admin/reviewsettings: saves the review settings; 400 names the field it refuses
// (reviewersPerPaper outside 1 to 10). The paper lists, which count against it, read again when next shown.
import type { ReviewSettings } from '@confsys/domain';
import { useApiMutation } from '../../lib/useApiMutation';

export const useSaveReviewSettings = () => useApiMutation('saveReviewSettings', (json: ReviewSettings) => ({ json }));
