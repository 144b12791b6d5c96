// GET and PUT /api/admin/integrity: the similarity threshold, the cap on papers per author and what
// happens over it (lib/submissions/integrity.ts); a change is audited.
import { Messages } from '@confsys/domain';
import { handles } from '../../lib/http';
import { readIntegritySettings, saveIntegritySettings as save } from '../../lib/submissions/integrity';

export const integritySettings = handles('integritySettings', async () => readIntegritySettings());

export const saveIntegritySettings = handles('saveIntegritySettings', async ({ body, caller }) => ({
  message: (await save(caller, body)) ? Messages.integritySettingsSaved : Messages.integritySettingsUnchanged,
}));
