// POST /api/admin/mail/:mailId/resend: queues a message whose delivery failed again; 409 when it is not
// in ERROR (another admin resent it, or it was delivered meanwhile).
import type { MessageAnswer } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';

export function resendMail(mailId: string): Promise<MessageAnswer> {
  return callApi('resendMail', { params: { mailId } });
}
