// GET and POST /api/admin/reviewsettings: the conference's review settings (config/reviewing): how many
// reviewers each paper should have, and whether a reviewer who has submitted reads the others' reviews.
import { Messages } from '@confsys/domain';
import { configDocs } from '../../lib/documents';
import { handles } from '../../lib/http';
import { readReviewSettings } from '../../lib/reviews';

export const reviewSettings = handles('reviewSettings', async () => readReviewSettings());

export const saveReviewSettings = handles('saveReviewSettings', async ({ body }) => {
  await configDocs.reviewing.set(body);
  return { success: true, message: Messages.reviewSettingsSaved };
});
