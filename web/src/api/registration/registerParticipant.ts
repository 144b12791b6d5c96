
import type { ParticipantRegistration } from '@confsys/domain';
import type { ApiAnswer } from '../../lib/apiClient';
import { useApiMutation } from '../../lib/useApiMutation';
import { participantOptions } from './getParticipant';

export type RegistrationAnswer = ApiAnswer<'participantRegistration'>;

export const useRegisterParticipant = () => useApiMutation('participantRegistration', (json: ParticipantRegistration) => ({ json }), [participantOptions.queryKey]);
