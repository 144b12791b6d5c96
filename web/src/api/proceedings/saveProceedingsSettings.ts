// PUT /api/admin/proceedings/settings: the proceedings settings but the volume's order (a changed
// copyright text is a new version: earlier signatures no longer count); 400 names the field it refuses.
// PUT /api/admin/proceedings/order: the volume's order alone. The settings and the Proceedings screen
// (whose page numbers may have changed) are read again after either.
import type { ProceedingsSettingsRequest, VolumeOrderRequest } from '@confsys/domain';
import { useApiMutation } from '../../lib/useApiMutation';
import { proceedingsKey } from './getProceedings';
import { proceedingsSettingsOptions } from './getProceedingsSettings';

/** What shows the proceedings' configuration, read again after a save of part of it. */
const configReads = [proceedingsKey, proceedingsSettingsOptions.queryKey];

export const useSaveProceedingsSettings = () => useApiMutation('saveProceedingsSettings', (json: ProceedingsSettingsRequest) => ({ json }), configReads);
export const useSaveVolumeOrder = () => useApiMutation('saveVolumeOrder', (json: VolumeOrderRequest) => ({ json }), configReads);
