// POST /conregister: the conference registration form (multipart). Public: no sign-in needed.
import type { ConferenceRegistrationField, ConferenceRegistrationResponse } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';

export type ConferenceRegistrationInput = Record<ConferenceRegistrationField, string>;

/** The answer as it may arrive: the form reports a missing pdfPath instead of assuming one. */
export type ConferenceRegistrationAnswer = Partial<ConferenceRegistrationResponse> | null;

export function registerForConference(input: ConferenceRegistrationInput): Promise<ConferenceRegistrationAnswer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) form.append(name, value);
  return callApi('conferenceRegister', { form });
}
