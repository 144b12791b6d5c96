// PUT /api/authors/papers/{paperId}: the author changes their paper until the submission deadline plus the
// grace period (or an extension of the paper or the author), judged by the moment the server received the
// request; the change itself is lib/submissions/editPaper.ts.
import { uploadRules } from '@confsys/domain';
import { checkChangesOpen } from '../../lib/calendar/calendar';
import { handles } from '../../lib/http';
import { parseMultipart } from '../../lib/multipart';
import { checkPaperId, loadManuscript } from '../../lib/papers';
import { checkEditable, editManuscript } from '../../lib/submissions/editPaper';

export const editPaper = handles('editPaper', async ({ req, params, caller }) => {
  // Received now, by the server's clock: the deadline is judged against this moment.
  const receivedAt = Date.now();
  const paperId = checkPaperId(params.paperId ?? '');
  checkEditable(caller, await loadManuscript(paperId));
  await checkChangesOpen(receivedAt, caller.uid, paperId);
  const { fields, files } = await parseMultipart(req, { maxFileBytes: uploadRules.manuscript.maxBytes });
  return editManuscript({ caller, paperId, receivedAt, fields, file: files.file });
});
