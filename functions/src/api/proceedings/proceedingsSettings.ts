// GET /api/admin/proceedings/settings: the proceedings settings: page limits and size for the publisher's
// checks, the copyright text (and its version), the ISBN, the DOI prefix, the publisher, the preface and
// the volume's order.
import { handles } from '../../lib/http';
import { copyrightVersion, readProceedingsSettings } from '../../lib/proceedings/records';

export const proceedingsSettings = handles('proceedingsSettings', async () => {
  const settings = await readProceedingsSettings();
  return { ...settings, copyrightVersion: copyrightVersion(settings.copyrightText) };
});
