// POST /api/reviewers/reviewerlogin: a reviewer's email and password; answers the reviewer and a token.
import type { ReviewerLoginAnswer } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';
import type { LoginInput } from './loginAuthor';

export function loginReviewer(input: LoginInput): Promise<ReviewerLoginAnswer> {
  return callApi('reviewerLogin', { json: input });
}
