// POST /api/reviewers/reviewerlogin: a reviewer's email and password; answers the reviewer and a token.
import { ApiPaths, type ReviewerLoginResponse } from '@confsys/domain';
import { apiRequest } from '../../../lib/api';
import type { LoginInput } from './loginAuthor';

export function loginReviewer(input: LoginInput): Promise<ReviewerLoginResponse> {
  return apiRequest<ReviewerLoginResponse>(ApiPaths.reviewerLogin, { method: 'POST', json: input });
}
