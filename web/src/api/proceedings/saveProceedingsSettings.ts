// PUT /api/admin/proceedings/settings: the proceedings settings but the volume's order (a changed
// copyright text is a new version: earlier signatures no longer count); 400 names the field it refuses.
// PUT /api/admin/proceedings/order: the volume's order alone. The settings and the Proceedings screen
// (whose page numbers may have changed) are read again after either.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProceedingsSettingsRequest, VolumeOrderRequest } from '@confsys/domain';
import { callApi, type ApiAnswer } from '../../lib/apiClient';
import { proceedingsKey } from './getProceedings';
import { proceedingsSettingsOptions } from './getProceedingsSettings';

export function saveProceedingsSettings(settings: ProceedingsSettingsRequest): Promise<ApiAnswer<'saveProceedingsSettings'>> {
  return callApi('saveProceedingsSettings', { json: settings });
}

export function saveVolumeOrder(order: VolumeOrderRequest): Promise<ApiAnswer<'saveVolumeOrder'>> {
  return callApi('saveVolumeOrder', { json: order });
}

/** A save of part of the proceedings' configuration, after which what shows it is read again. */
function useSaveConfig<T, A>(send: (input: T) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      for (const queryKey of [proceedingsKey, proceedingsSettingsOptions.queryKey]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

export const useSaveProceedingsSettings = () => useSaveConfig(saveProceedingsSettings);
export const useSaveVolumeOrder = () => useSaveConfig(saveVolumeOrder);
