
import type { FeeTable } from '@confsys/domain';
import { useApiMutation } from '../../lib/useApiMutation';

export const useSaveFees = () => useApiMutation('saveFees', (json: FeeTable) => ({ json }));
