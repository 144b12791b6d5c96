// POST /api/authors/submit: a new manuscript. Refused once submissions are closed (before the body is
// read) and for another author's account; the submission itself is lib/submissions/submitManuscript.ts.
import { uploadRules } from '@confsys/domain';
import { forbidden } from '../../lib/errors';
import { handles } from '../../lib/http';
import { parseMultipart } from '../../lib/multipart';
import { checkSubmissionsOpen } from '../../lib/calendar/calendar';
import { submitNewManuscript } from '../../lib/submissions/submitManuscript';

export const submitManuscript = handles('submitManuscript', async ({ req, caller }) => {
  // Received now, by the server's clock: the deadline is judged against this moment, not the client's.
  const receivedAt = Date.now();
  await checkSubmissionsOpen(receivedAt, caller.uid);
  const { fields, files } = await parseMultipart(req, { maxFileBytes: uploadRules.manuscript.maxBytes });
  if (fields.authorId && fields.authorId !== caller.uid) throw forbidden('You can submit manuscripts only for your own account.');
  return submitNewManuscript({ caller, receivedAt, fields, file: files.file });
});
