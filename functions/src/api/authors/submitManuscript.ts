// POST /api/authors/submit: a new manuscript. Checks the same rules as the form, that the file really
// is a PDF a reader can open within bounds (1 to 100 pages), builds the reviewer's copy, allocates the
// paper ID, stores the original and the copy, then writes the paper's two documents together.
import {
  Messages,
  PaperStatus,
  conference,
  fileUrl,
  splitKeywords,
  text,
  uploadRules,
  validateManuscript,
  type ManuscriptDoc,
  type PaperDoc,
  type SubmitManuscriptResponse,
} from '@confsys/domain';
import { db } from '../../lib/admin';
import { assertValid, forbidden } from '../../lib/errors';
import type { GuardedHandler } from '../../lib/http';
import { removeManuscriptFiles, saveManuscriptFiles } from '../../lib/manuscriptFiles';
import { cleanAuthor, parseAuthorList, readManuscriptFile } from '../../lib/manuscriptUpload';
import { parseMultipart } from '../../lib/multipart';
import { manuscriptRef, paperRef } from '../../lib/papers';
import { buildReviewerCopy } from '../../lib/pdf/manuscriptPdf';
import { formatNumber, nextNumber } from '../../lib/sequences';

export const submitManuscript: GuardedHandler = async ({ req, res, caller }): Promise<SubmitManuscriptResponse> => {
  const { fields, files } = await parseMultipart(req, { maxFileBytes: uploadRules.manuscript.maxBytes });
  if (fields.authorId && fields.authorId !== caller.uid) throw forbidden('You can submit manuscripts only for your own account.');
  const authors = parseAuthorList(fields.authorsDetails);
  assertValid(validateManuscript({ authors, title: fields.title, abstract: fields.abstract, keywords: fields.keywords }));
  const manuscriptFile = await readManuscriptFile(files.file);
  const reviewerCopy = await buildReviewerCopy(manuscriptFile.pdf);

  const paperId = formatNumber(conference.paperIdPrefix, await nextNumber('papers'));
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
    authorId: caller.uid,
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

  await saveManuscriptFiles(paperId, manuscriptFile.bytes, reviewerCopy);
  try {
    const batch = db.batch();
    batch.create(paperRef(paperId), paper);
    batch.create(manuscriptRef(paperId), manuscript);
    await batch.commit();
  } catch (error) {
    await removeManuscriptFiles(paperId);
    throw error;
  }
  res.status(201);
  return { success: true, message: Messages.manuscriptSubmitted(paperId), paperId };
};
