// PUT /api/admin/proceedings/settings: the proceedings settings, saved whole (a changed copyright text is
// a new version: earlier signatures no longer count); 400 names the field it refuses. The settings and
// the Proceedings screen (whose order may have changed) are read again after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProceedingsSettings } from '@confsys/domain';
import { callApi, type ApiAnswer } from '../../../lib/apiClient';
import { proceedingsKey } from './getProceedings';
import { proceedingsSettingsOptions } from './getProceedingsSettings';

export function saveProceedingsSettings(settings: ProceedingsSettings): Promise<ApiAnswer<'saveProceedingsSettings'>> {
  return callApi('saveProceedingsSettings', { json: settings });
}

export function useSaveProceedingsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProceedingsSettings,
    onSuccess: () => {
      for (const queryKey of [proceedingsKey, proceedingsSettingsOptions.queryKey]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
