// POST /api/reviewers/reviewerregister: creates a reviewer account; the server emails the link where
// the owner of the address sets the password.
import { ApiPaths, type MessageResponse } from '@confsys/domain';
import { apiRequest } from '../../../lib/api';

export interface ReviewerRegistrationInput {
  name: string;
  email: string;
}

export function registerReviewer(input: ReviewerRegistrationInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(ApiPaths.reviewerRegister, { method: 'POST', json: input });
}
