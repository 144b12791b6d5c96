// POST /api/admin/reviewsettings: saves the review settings: reviewers per paper (1 to 10), and whether
// reviewers read the others' reviews once they submit.
import { Messages } from '@confsys/domain';
import { replaceSettings } from '../../lib/audit/audit';
import { configDocs } from '../../lib/documents';
import { handles } from '../../lib/http';

export const saveReviewSettings = handles('saveReviewSettings', async ({ body, caller }) => {
  await replaceSettings(configDocs.reviewing, body, caller, { action: 'settings.reviewing', target: 'settings' });
  return { success: true, message: Messages.reviewSettingsSaved };
});
