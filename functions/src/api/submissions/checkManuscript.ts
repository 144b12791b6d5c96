// POST /api/authors/checkmanuscript: the form's check before it submits. Reads the PDF exactly as
// submission will (a 4xx for a file submission would refuse) and answers where the PDF's own text names
// one of the listed authors, so the author can fix the file before reviewers see it. Stores nothing.
import { uploadRules } from '@confsys/domain';
import { handles } from '../../lib/http';
import { cleanAuthor, parseAuthorList, readManuscriptFile } from '../../lib/submissions/manuscriptUpload';
import { parseMultipart } from '../../lib/multipart';
import { findAuthorIdentity } from '../../lib/pdf/anonymityCheck';

export const checkManuscript = handles('checkManuscript', async ({ req }) => {
  const { fields, files } = await parseMultipart(req, { maxFileBytes: uploadRules.manuscript.maxBytes });
  const authors = parseAuthorList(fields.authorsDetails).slice(0, 4).map(cleanAuthor);
  const manuscript = await readManuscriptFile(files.file);
  const findings = await findAuthorIdentity(manuscript.bytes, authors);
  return { success: true, pages: manuscript.pdf.getPageCount(), findings };
});
