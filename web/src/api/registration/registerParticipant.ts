// POST /api/participants/registration: registers the signed-in author as a participant, or changes the
// registration; answers the amount due the server computed. 400 names the field it refuses
// ("billing.gstin", "category"); 403 once registration has closed; 409 for a paper not accepted. The
// registration shown on the dashboard is read again before the call settles.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParticipantRegistration } from '@confsys/domain';
import { callApi, type ApiAnswer } from '../../lib/apiClient';
import { participantOptions } from './getParticipant';

export type RegistrationAnswer = ApiAnswer<'participantRegistration'>;

export function registerParticipant(registration: ParticipantRegistration): Promise<RegistrationAnswer> {
  return callApi('participantRegistration', { json: registration });
}

export function useRegisterParticipant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerParticipant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: participantOptions.queryKey }),
  });
}
