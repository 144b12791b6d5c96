// PUT /api/admin/privacy: sets the data contact and the retention periods, audited in the same transaction.
import { Messages, sameSettings } from '@confsys/domain';
import { replaceSettings } from '../../lib/audit/audit';
import { configDocs } from '../../lib/documents';
import { handles } from '../../lib/http';

export const savePrivacy = handles('savePrivacy', async ({ body, caller }) => {
  const changed = await replaceSettings(configDocs.privacy, body, caller, { action: 'privacy.update', target: 'privacy' }, { same: sameSettings });
  return { success: true as const, message: changed ? Messages.privacySaved : Messages.privacyUnchanged, privacy: body };
});
