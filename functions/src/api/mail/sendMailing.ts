// POST /api/admin/mail: the chair's message to a group, previewed ({ to, subject, body, preview: true },
// stored for its maker) or sent ({ previewId, apply: true }).
import { handles } from '../../lib/http';
import { applyMailing, previewMailing } from '../../lib/mail/mailings/mailing';
import { badRequest } from '../../lib/errors';
import { mailingRequestMessage } from '@confsys/domain';

export const sendMailing = handles('sendMailing', async ({ body, caller }) => {
  if (body.previewId !== undefined) return applyMailing(body.previewId, caller);
  if (!body.to || body.subject === undefined || body.body === undefined) throw badRequest(mailingRequestMessage);
  return previewMailing({ to: body.to, subject: body.subject, body: body.body }, caller);
});
