
import type { ProgrammeRequest } from '@confsys/domain';
import { useApiMutation } from '../../lib/useApiMutation';

export const useSaveProgramme = () => useApiMutation('saveProgramme', (json: ProgrammeRequest) => ({ json }));
