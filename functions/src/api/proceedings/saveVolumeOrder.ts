// PUT /api/admin/proceedings/order: sets the order of the papers in the volume: by paper ID, by the
// programme's sessions, or the chair's own order (papers it does not list follow by ID).
import { Messages } from '@confsys/domain';
import { handles } from '../../lib/http';
import { changeConfig } from '../../lib/proceedings/chairScreen';

export const saveVolumeOrder = handles('saveVolumeOrder', async ({ body, caller }) => {
  // A custom order is kept as it was sent; another order keeps the last custom one for when it comes back.
  await changeConfig(caller, 'proceedings.order', body.order === 'custom' ? body : { order: body.order });
  return { message: Messages.volumeOrderSaved };
});
