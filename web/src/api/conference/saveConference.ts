// PUT /api/admin/conference: the conference's whole identity; 400 names each field it refuses by its path
// (`venue.physical`, `committee.0.people.1.name`). The answer carries the identity as stored (trimmed),
// which becomes the form's read at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiBody } from '../../lib/apiClient';
import { conferenceIdentityOptions } from './getConference';

export function useSaveConference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: ApiBody<'saveConference'>) => callApi('saveConference', { json }),
    onSuccess: (answer) => {
      queryClient.setQueryData(conferenceIdentityOptions.queryKey, (read) => (read ? { ...read, conference: answer.conference, saved: true } : read));
    },
  });
}
