// POST /api/admin/reviewsettings: saves the review settings: reviewers per paper (1 to 10), and whether
// reviewers read the others' reviews once they submit.
import { Messages } from '@confsys/domain';
import { db } from '../../lib/admin';
import { recordAudit } from '../../lib/audit/audit';
import { configDocs } from '../../lib/documents';
import { handles } from '../../lib/http';

export const saveReviewSettings = handles('saveReviewSettings', async ({ body, caller }) => {
  await db.runTransaction(async (transaction) => {
    const before = (await transaction.get(configDocs.reviewing)).data() ?? null;
    transaction.set(configDocs.reviewing, body);
    recordAudit(transaction, caller, { action: 'settings.reviewing', target: 'settings', before, after: body });
  });
  return { success: true, message: Messages.reviewSettingsSaved };
});
