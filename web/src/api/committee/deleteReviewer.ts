// DELETE /api/admin/deletereviewer/{id}: removes a reviewer record; 409 while papers are under review
// with that reviewer. The reviewer list is read again after.
import { useApiMutation } from '../../lib/useApiMutation';
import { reviewersKey } from './getReviewers';

export const useDeleteReviewer = () => useApiMutation('deleteReviewer', (id: string) => ({ params: { id } }), [reviewersKey]);
