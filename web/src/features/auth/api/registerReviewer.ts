// POST /api/reviewers/reviewerregister: creates a reviewer account (the server emails a verification link).
import { ApiPaths, type MessageResponse } from '@confsys/domain';
import { apiRequest } from '../../../lib/api';

export interface ReviewerRegistrationInput {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export function registerReviewer(input: ReviewerRegistrationInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(ApiPaths.reviewerRegister, { method: 'POST', json: input });
}
