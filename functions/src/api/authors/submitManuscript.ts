// POST /api/authors/submit: a new manuscript. Checks the same rules as the form, that the file really
// is a PDF, allocates the paper ID, stores the file, then writes the paper's two documents together.
import {
  Messages,
  PaperStatus,
  conference,
  fileUrl,
  manuscriptAuthorFields,
  splitKeywords,
  text,
  uploadRules,
  validateManuscript,
  type AuthorDetails,
  type ManuscriptDoc,
  type PaperDoc,
  type SubmitManuscriptResponse,
} from '@confsys/domain';
import { db } from '../../lib/admin';
import { assertValid, badRequest, forbidden } from '../../lib/errors';
import { fileStore } from '../../lib/fileStore';
import type { Handler } from '../../lib/http';
import { parseMultipart } from '../../lib/multipart';
import { manuscriptRef, paperRef } from '../../lib/papers';
import { formatNumber, nextNumber } from '../../lib/sequences';
import { checkUpload } from '../../lib/uploads';
import { anonymisePdf } from '../../lib/pdf/anonymise';

function parseAuthors(raw: string | undefined): unknown[] {
  try {
    const value: unknown = JSON.parse(raw ?? '');
    if (Array.isArray(value)) return value;
  } catch {
    // answered below
  }
  throw badRequest('authorsDetails must be a JSON list of author objects.', { authors: Messages.minAuthors });
}

/** Keeps exactly the author fields the form has, trimmed. */
function cleanAuthor(value: unknown): AuthorDetails {
  const record = value as Record<string, unknown>;
  const entries = Object.keys(manuscriptAuthorFields).map((field) => [field, text(record[field]).trim()]);
  const author = Object.fromEntries(entries) as unknown as AuthorDetails;
  return { ...author, email: author.email.toLowerCase() };
}

export const submitManuscript: Handler = async ({ req, res, caller }): Promise<SubmitManuscriptResponse> => {
  const { fields, files } = await parseMultipart(req, { maxFileBytes: uploadRules.manuscript.maxBytes });
  if (fields.authorId && fields.authorId !== caller!.uid) throw forbidden('You can submit manuscripts only for your own account.');
  const authors = parseAuthors(fields.authorsDetails);
  assertValid(validateManuscript({ authors, title: fields.title, abstract: fields.abstract, keywords: fields.keywords }));
  const file = files.file;
  if (!file) throw badRequest(Messages.pdfRequired, { file: Messages.pdfRequired });
  const upload = checkUpload(file, 'manuscript');
  const manuscriptBytes = await anonymisePdf(upload.bytes);

  const paperId = formatNumber(conference.paperIdPrefix, await nextNumber('papers'));
  const storePath = `manuscripts/${paperId}.pdf`;
  const now = new Date().toISOString();
  const title = text(fields.title).trim();
  const abstract = text(fields.abstract).trim();
  const keywords = splitKeywords(text(fields.keywords));
  const paper: PaperDoc = {
    paperId,
    title,
    abstract,
    keywords,
    status: PaperStatus.Submitted,
    reviewerId: null,
    reviewerName: null,
    reviewerEmail: null,
    manuscriptPath: fileUrl('manuscript', paperId, 'pdf'),
    reviewPdfPath: null,
    submissionDate: now,
    lastUpdatedOn: now,
  };
  const manuscript: ManuscriptDoc = {
    paperId,
    authorId: caller!.uid,
    authors: authors.map(cleanAuthor),
    title,
    abstract,
    keywords,
    status: PaperStatus.Submitted,
    fileUrl: paper.manuscriptPath,
    commentsPath: null,
    payment: null,
    submissionDate: now,
    lastUpdatedOn: now,
  };

  await fileStore().save(storePath, manuscriptBytes, upload.contentType);
  try {
    const batch = db.batch();
    batch.create(paperRef(paperId), paper);
    batch.create(manuscriptRef(paperId), manuscript);
    await batch.commit();
  } catch (error) {
    await fileStore().remove(storePath).catch(() => undefined);
    throw error;
  }
  res.status(201);
  return { success: true, message: Messages.manuscriptSubmitted(paperId), paperId };
};
