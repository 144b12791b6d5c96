// PUT /api/admin/mail-messages/:key: the chair's words for one of the conference's messages, checked
// against that message's own fields.
import { handles } from '../../lib/http';
import { messageKeyOf, saveMessageTemplate as save } from '../../lib/mail/messageTemplates';

export const saveMessageTemplate = handles('saveMessageTemplate', ({ params, body, caller }) => save(messageKeyOf(params.key), body, caller));
