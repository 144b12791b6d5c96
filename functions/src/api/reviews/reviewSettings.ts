// GET /api/admin/reviewsettings: the conference's review settings.
import { handles } from '../../lib/http';
import { readReviewSettings } from '../../lib/reviewStore';

export const reviewSettings = handles('reviewSettings', async () => readReviewSettings());
