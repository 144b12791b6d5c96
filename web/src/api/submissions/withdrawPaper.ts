// POST /api/authors/papers/{paperId}/withdraw: the author withdraws their paper (with an optional reason
// for the chair). The dashboard's list is a live read, so it shows the new status by itself.
import { useApiMutation } from '../../lib/useApiMutation';

export const useWithdrawPaper = (paperId: string) =>
  useApiMutation('withdrawPaper', (reason: string) => ({ params: { paperId }, json: reason.trim() === '' ? {} : { reason: reason.trim() } }));
