
import { useApiMutation } from '../../lib/useApiMutation';

export const useWithdrawPaper = (paperId: string) =>
  useApiMutation('withdrawPaper', (reason: string) => ({ params: { paperId }, json: reason.trim() === '' ? {} : { reason: reason.trim() } }));
