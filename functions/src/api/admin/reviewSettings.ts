// GET and POST /api/admin/reviewsettings: the conference's review settings (config/reviewing): how many
// reviewers each paper should have, and whether a reviewer who has submitted reads the others' reviews.
import { Messages } from '@confsys/domain';
import { db } from '../../lib/admin';
import { recordAudit } from '../../lib/audit';
import { configDocs } from '../../lib/documents';
import { handles } from '../../lib/http';
import { readReviewSettings } from '../../lib/reviews';

export const reviewSettings = handles('reviewSettings', async () => readReviewSettings());

export const saveReviewSettings = handles('saveReviewSettings', async ({ body, caller }) => {
  await db.runTransaction(async (transaction) => {
    const before = (await transaction.get(configDocs.reviewing)).data() ?? null;
    transaction.set(configDocs.reviewing, body);
    recordAudit(transaction, caller, { action: 'settings.reviewing', target: 'settings', before, after: body });
  });
  return { success: true, message: Messages.reviewSettingsSaved };
});
