// PUT /api/admin/conference: sets the conference's identity, every field at once, audited in the same transaction.
import { Messages, sameSettings } from '@confsys/domain';
import { replaceSettings } from '../../lib/audit/audit';
import { configDocs } from '../../lib/documents';
import { handles } from '../../lib/http';

export const saveConference = handles('saveConference', async ({ body, caller }) => {
  const changed = await replaceSettings(configDocs.conference, body, caller, { action: 'conference.update', target: 'conference' }, { same: sameSettings });
  return { success: true as const, message: changed ? Messages.conferenceSaved : Messages.conferenceUnchanged, conference: body };
});
