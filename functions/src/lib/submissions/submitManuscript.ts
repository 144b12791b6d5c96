// Submitting a manuscript: the form's fields checked as the form checks them, the file read as a PDF a
// reader can open within bounds (1 to 100 pages), the reviewers' copy built, the paper ID allocated, the
// original and the copy stored, then the paper's documents and the authors' message written together.
import { ManuscriptRequest, Messages, authorEmailsOf, PaperStatus, SitePages, fileUrl, splitKeywords, type AnswerOf, type Endpoints, type ManuscriptDoc, type PaperDoc, paperIdPrefixOf } from '@confsys/domain';
import { db } from '../admin';
import { checkExclusions, parseExclusions, parseTopics } from './exclusions';
import { parseRequest } from '../errors';
import type { Caller } from '../auth';
import type { UploadedFile } from '../multipart';
import { removeManuscriptFiles, saveManuscriptFiles } from './manuscriptFiles';
import { cleanAuthor, parseAuthorList, readManuscriptFile } from './manuscriptUpload';
import { openOutbox } from '../mail/outbox';
import { siteLink } from '../mail/settings';
import { mailTemplates } from '../mail/templates';
import { everyAuthor } from '../mail/paperMail';
import { indexEntryOf, paperIndexRef, paperTallyStatus } from './paperIndex';
import { assignmentFields, manuscriptRef, paperRef } from '../papers';
import { buildReviewerCopy } from '../pdf/manuscriptPdf';
import { formatNumber, nextNumber } from '../sequences';
import { uploadReceipt } from '../uploads';
import { storePaths } from '../storePaths';
import { manuscriptFileChanged } from '../similarityChanges';
import { currentEdition } from '../editionScope';
import { recordAuthorPaper } from '../paperLists';
import { checkAuthorCap } from './integrity';

/** What the submission form sent, once the endpoint has read it and checked who sends it. */
export interface ManuscriptSubmission {
  caller: Caller;
  /** When the request arrived, by the server's clock (the receipt's time). */
  receivedAt: number;
  fields: Record<string, string>;
  file: UploadedFile | undefined;
}

/** Submits the manuscript as a new paper in the submitted status, and answers its ID and receipt. */
export async function submitNewManuscript({ caller, receivedAt, fields, file }: ManuscriptSubmission): Promise<AnswerOf<(typeof Endpoints)['submitManuscript']>> {
  const details = parseRequest(ManuscriptRequest, { ...fields, authors: parseAuthorList(fields.authorsDetails) });
  const excludedReviewers = await checkExclusions(parseExclusions(fields.excludedReviewers));
  const topics = await parseTopics(fields.topics);
  // Over the cap on papers per author, when the chair refuses them: before anything is stored.
  await checkAuthorCap(details.authors);
  const manuscriptFile = await readManuscriptFile(file);
  const reviewerCopy = await buildReviewerCopy(manuscriptFile.pdf);

  const paperId = formatNumber(paperIdPrefixOf(currentEdition()), await nextNumber('papers'));
  const now = new Date().toISOString();
  const receipt = uploadReceipt(receivedAt, `${paperId}.pdf`, manuscriptFile.bytes);
  const { title, abstract } = details;
  const keywords = splitKeywords(details.keywords);
  const paper: PaperDoc = {
    paperId,
    title,
    abstract,
    keywords,
    status: PaperStatus.Submitted,
    ...assignmentFields(paperId, [], 0),
    manuscriptPath: fileUrl('manuscript', paperId, 'pdf'),
    ...(topics ? { topics } : {}),
    submissionDate: now,
    lastUpdatedOn: now,
  };
  const manuscript: ManuscriptDoc = {
    paperId,
    authorId: caller.uid,
    authors: details.authors.map(cleanAuthor),
    authorEmails: authorEmailsOf(details.authors),
    title,
    abstract,
    keywords,
    status: PaperStatus.Submitted,
    fileUrl: paper.manuscriptPath,
    commentsPath: null,
    payment: null,
    excludedReviewers,
    ...(topics ? { topics } : {}),
    receipt,
    submissionDate: now,
    lastUpdatedOn: now,
  };

  await saveManuscriptFiles(paperId, manuscriptFile.bytes, reviewerCopy);
  try {
    const batch = db.batch();
    batch.create(paperRef(paperId), paper);
    batch.create(manuscriptRef(paperId), manuscript);
    batch.create(paperIndexRef(paperId), indexEntryOf(paper, manuscript));
    recordAuthorPaper(batch, manuscript.authorId, paperId, true);
    paperTallyStatus(batch, paperId, paper.status);
    manuscriptFileChanged(batch, paperId, storePaths.manuscript(paperId), 'manuscript');
    // Every author listed on the paper learns of it, so nobody is listed without knowing.
    (await openOutbox()).queue(batch, {
      to: everyAuthor(manuscript, caller.email),
      paperId,
      mail: mailTemplates.submission({
        paperId,
        title,
        authors: manuscript.authors.map((author) => (author.organization ? `${author.name} (${author.organization})` : author.name)),
        dashboardUrl: siteLink(SitePages.authorDashboard),
        receipt,
      }),
    });
    await batch.commit();
  } catch (error) {
    await removeManuscriptFiles(paperId);
    throw error;
  }
  return { success: true, message: Messages.manuscriptSubmitted(paperId), paperId, receipt };
}
