// GET and PUT /api/admin/integrity: the similarity threshold, the cap on papers per author and what
// happens over it (lib/submissions/integrity.ts), with whether the external check is set; a change is audited.
import { Messages } from '@confsys/domain';
import { handles } from '../../lib/http';
import { saveIntegritySettings as save } from '../../lib/submissions/integrity';
import { integrityAnswer } from '../../lib/similarity/external';

export const integritySettings = handles('integritySettings', async () => integrityAnswer());

export const saveIntegritySettings = handles('saveIntegritySettings', async ({ body, caller }) => ({
  message: (await save(caller, body)) ? Messages.integritySettingsSaved : Messages.integritySettingsUnchanged,
}));
