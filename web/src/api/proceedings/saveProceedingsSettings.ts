
import type { ProceedingsSettingsRequest, VolumeOrderRequest } from '@confsys/domain';
import { useApiMutation } from '../../lib/useApiMutation';
import { proceedingsKey } from './getProceedings';
import { proceedingsSettingsOptions } from './getProceedingsSettings';

/** What shows the proceedings' configuration, read again after a save of part of it. */
const configReads = [proceedingsKey, proceedingsSettingsOptions.queryKey];

export const useSaveProceedingsSettings = () => useApiMutation('saveProceedingsSettings', (json: ProceedingsSettingsRequest) => ({ json }), configReads);
export const useSaveVolumeOrder = () => useApiMutation('saveVolumeOrder', (json: VolumeOrderRequest) => ({ json }), configReads);
