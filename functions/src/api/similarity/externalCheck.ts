// PUT and DELETE /api/admin/integrity/external: the optional external check's address and key
// (lib/similarity/external.ts); audited without the key.
import { Messages } from '@confsys/domain';
import { handles } from '../../lib/http';
import { saveExternalSettings } from '../../lib/similarity/external';

export const saveExternalCheck = handles('saveExternalCheck', async ({ body, caller }) => {
  await saveExternalSettings(caller, body);
  return { message: Messages.externalCheckSaved };
});

export const removeExternalCheck = handles('removeExternalCheck', async ({ caller }) => ({
  message: (await saveExternalSettings(caller, null)) ? Messages.externalCheckRemoved : Messages.externalCheckNotSet,
}));
