// DELETE /api/admin/mail-messages/:key: restores one of the conference's messages to its default.
import { handles } from '../../lib/http';
import { messageKeyOf, restoreMessageTemplate as restore } from '../../lib/mail/messageTemplates';

export const restoreMessageTemplate = handles('restoreMessageTemplate', ({ params, caller }) => restore(messageKeyOf(params.key), caller));
