// PUT /api/admin/programme: the whole programme, sessions in the order the chair lists them; 400 names
// the problem (a paper in two sessions, two sessions overlapping in a room) and the field, 404 or 409 a
// paper that does not exist or is not accepted. Presenting authors of a moved session are emailed.
import type { ProgrammeRequest } from '@confsys/domain';
import { useApiMutation } from '../../lib/useApiMutation';

export const useSaveProgramme = () => useApiMutation('saveProgramme', (json: ProgrammeRequest) => ({ json }));
