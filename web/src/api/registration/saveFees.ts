// PUT /api/admin/fees: the whole fee table, amounts in paise and cents; 400 names the field it refuses
// ("categories.0.inPerson.early", "gstin"). New registrations are priced from it at once.
import type { FeeTable } from '@confsys/domain';
import { useApiMutation } from '../../lib/useApiMutation';

export const useSaveFees = () => useApiMutation('saveFees', (json: FeeTable) => ({ json }));
