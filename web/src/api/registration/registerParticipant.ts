// POST /api/participants/registration: registers the signed-in author as a participant, or changes the
// registration; answers the amount due the server computed. 400 names the field it refuses
// ("billing.gstin", "category"); 403 once registration has closed; 409 for a paper not accepted. The
// registration shown on the dashboard is read again before the call settles.
import type { ParticipantRegistration } from '@confsys/domain';
import type { ApiAnswer } from '../../lib/apiClient';
import { useApiMutation } from '../../lib/useApiMutation';
import { participantOptions } from './getParticipant';

export type RegistrationAnswer = ApiAnswer<'participantRegistration'>;

export const useRegisterParticipant = () => useApiMutation('participantRegistration', (json: ParticipantRegistration) => ({ json }), [participantOptions.queryKey]);
