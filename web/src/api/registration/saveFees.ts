// PUT /api/admin/fees: the whole fee table, amounts in paise and cents; 400 names the field it refuses
// ("categories.0.inPerson.early", "gstin"). New registrations are priced from it at once.
import { useMutation } from '@tanstack/react-query';
import type { FeeTable } from '@confsys/domain';
import { callApi, type ApiAnswer } from '../../lib/apiClient';

export function saveFees(table: FeeTable): Promise<ApiAnswer<'saveFees'>> {
  return callApi('saveFees', { json: table });
}

export function useSaveFees() {
  return useMutation({ mutationFn: saveFees });
}
