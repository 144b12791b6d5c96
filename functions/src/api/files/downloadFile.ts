// GET /api/files/{kind}/{paperId}.{ext}: a paper's file, streamed only to those allowed: the manuscript
// to its author, its assigned reviewer and admins; the receipt to its author and admins; the comments
// PDF to admins (made afresh from the submitted reviews), and to the author once sent and decided; reviewer profiles to admins. Reviewers get
// the reviewer's copy of the manuscript (pages only, lib/pdf/manuscriptPdf.ts) under a file name without authors.
import { isFileKind, splitFileName } from '@confsys/domain';
import { fileNotFound, locateFile } from '../../lib/files/downloads';
import { handles } from '../../lib/http';
import { sendFile } from '../../lib/sendFile';

export const downloadFile = handles('file', async ({ params, res, caller }) => {
  const name = splitFileName(params.file ?? '');
  const kind = params.kind ?? '';
  if (!name || !isFileKind(kind)) throw fileNotFound();
  const located = await locateFile(kind, name.id, caller);
  const file = await located.read();
  if (!file) throw fileNotFound();
  sendFile(res, file, located.fileName, 'inline');
});
