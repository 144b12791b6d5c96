// GET /api/participants/me: the signed-in author's registration as a participant, with the amount due
// the server computed (null before they register), their payments newest first with their states and
// documents, until when a payment may be recorded (in the conference's zone), and the meeting link once a
// payment is verified.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiAnswer } from '../../lib/apiClient';

export type ParticipantMe = ApiAnswer<'participantMe'>;
export type ParticipantPaymentView = ParticipantMe['payments'][number];

export function getParticipant(): Promise<ParticipantMe> {
  return callApi('participantMe');
}

export const participantOptions = queryOptions({ queryKey: ['author', 'participant'] as const, queryFn: getParticipant });

/** Read again on each visit: a payment verified meanwhile brings its document and the meeting link. */
export function useParticipant() {
  return useQuery({ ...participantOptions, staleTime: 0 });
}
