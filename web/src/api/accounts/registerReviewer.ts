// POST /api/reviewers/reviewerregister: creates a reviewer account; the server emails the link where
// the owner of the address sets the password.
import type { MessageAnswer } from '@confsys/domain';
import { callApi, type ApiBody } from '../../lib/apiClient';

export type ReviewerRegistrationInput = ApiBody<'reviewerRegister'>;

export function registerReviewer(input: ReviewerRegistrationInput): Promise<MessageAnswer> {
  return callApi('reviewerRegister', { json: input });
}
