// POST /conregister: the conference registration form (multipart), with the participant's optional
// choices beside it (category, attendance, billing state, country and GSTIN, hostel nights). Public: no
// sign-in needed.
import type { ConferenceRegistrationField, ConferenceRegistrationAnswer, conferenceParticipantShape } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';

export type ConferenceRegistrationInput = Record<ConferenceRegistrationField, string>;

/** The participant's choices as multipart text, sent only with a category. */
export type ConferenceParticipantInput = Partial<Record<keyof typeof conferenceParticipantShape, string>>;

/** The answer as it may arrive: the form reports a missing pdfPath instead of assuming one. */
export type ReceivedRegistrationAnswer = Partial<ConferenceRegistrationAnswer> | null;

export function registerForConference(input: ConferenceRegistrationInput & ConferenceParticipantInput): Promise<ReceivedRegistrationAnswer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) if (value !== undefined) form.append(name, value);
  return callApi('conferenceRegister', { form });
}
