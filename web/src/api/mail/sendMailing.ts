// POST /api/admin/mail: the chair's message to a group. A preview answers how many messages, the first
// ones rendered for real recipients and everyone skipped with why; sending applies exactly that preview
// (its previewId is the mailing's ID, by which the Email screen lists the messages and their delivery;
// that list is live, so nothing is read again here).
import type { MailRecipients } from '@confsys/domain';
import type { ApiAnswer } from '../../lib/apiClient';
import { useApiMutation } from '../../lib/useApiMutation';

export type MailingAnswer = ApiAnswer<'sendMailing'>;

export interface MailingPreviewRequest {
  to: MailRecipients;
  subject: string;
  body: string;
}

export const useMailingPreview = () => useApiMutation('sendMailing', (json: MailingPreviewRequest) => ({ json: { ...json, preview: true as const } }));
export const useSendMailing = () => useApiMutation('sendMailing', (previewId: string) => ({ json: { previewId, apply: true as const } }));
