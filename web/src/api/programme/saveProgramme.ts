// PUT /api/admin/programme: the whole programme, sessions in the order the chair lists them; 400 names
// the problem (a paper in two sessions, two sessions overlapping in a room) and the field, 404 or 409 a
// paper that does not exist or is not accepted. Presenting authors of a moved session are emailed.
import { useMutation } from '@tanstack/react-query';
import type { ProgrammeRequest } from '@confsys/domain';
import { callApi, type ApiAnswer } from '../../lib/apiClient';

export function saveProgramme(programme: ProgrammeRequest): Promise<ApiAnswer<'saveProgramme'>> {
  return callApi('saveProgramme', { json: programme });
}

export function useSaveProgramme() {
  return useMutation({ mutationFn: saveProgramme });
}
