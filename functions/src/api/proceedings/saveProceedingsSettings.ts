// PUT /api/admin/proceedings/settings: sets the proceedings settings, saved whole but for the volume's
// order (set apart): page limits and size, copyright text, ISBN, DOI prefix, publisher and preface.
import { Messages } from '@confsys/domain';
import { handles } from '../../lib/http';
import { changeConfig } from '../../lib/proceedings/chairScreen';

export const saveProceedingsSettings = handles('saveProceedingsSettings', async ({ body, caller }) => {
  await changeConfig(caller, 'settings.proceedings', body);
  return { message: Messages.proceedingsSettingsSaved };
});
