// POST /api/papers/{paperId}/discussion: posts a comment (Markdown), for the chair optionally asking one
// reviewer (`to`, by label). The discussion is read again after.
import type { ApiBody } from '../../lib/apiClient';
import { useApiMutation } from '../../lib/useApiMutation';
import { discussionKey } from './getDiscussion';

/** The comment's text, and in the chair's comment the reviewer asked, by label ("Reviewer 2"). */
export type NewComment = ApiBody<'postComment'>;

export const usePostComment = (paperId: string) => useApiMutation('postComment', (json: NewComment) => ({ params: { paperId }, json }), [discussionKey(paperId)]);
