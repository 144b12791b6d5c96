// PUT /api/admin/fees: sets the fee table: categories with early and late amounts in paise for in-person
// and online attendance, an optional USD column in cents, the GSTIN (checked by its check character), the
// SAC code, the GST rate, the meeting link and the signatory.
import { Messages } from '@confsys/domain';
import { replaceSettings } from '../../lib/audit/audit';
import { configDocs } from '../../lib/documents';
import { handles } from '../../lib/http';
import { volumeChanged } from '../../lib/volumeChanges';

export const saveFees = handles('saveFees', async ({ body, caller }) => {
  await replaceSettings(configDocs.fees, body, caller, { action: 'settings.fees', target: 'settings' }, { alongside: (transaction) => volumeChanged(transaction, 'fees') });
  return { message: Messages.feesSaved };
});
