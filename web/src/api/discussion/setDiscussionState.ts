// PUT /api/admin/papers/{paperId}/discussion: the chair marks a paper's discussion resolved, or opens it
// again. The discussion is read again after.
import { useApiMutation } from '../../lib/useApiMutation';
import { discussionKey } from './getDiscussion';

export const useSetDiscussionState = (paperId: string) =>
  useApiMutation('discussionState', (resolved: boolean) => ({ params: { paperId }, json: { resolved } }), [discussionKey(paperId)]);
