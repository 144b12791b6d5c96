// POST /api/authors/submit: a new manuscript. Checks the same rules as the form, that the file really
// is a PDF a reader can open within bounds (1 to 100 pages), builds the reviewer's copy, allocates the
// paper ID, stores the original and the copy, then writes the paper's two documents together.
import { ManuscriptRequest, Messages, PaperStatus, SitePages, fileUrl, splitKeywords, uploadRules, type ManuscriptDoc, type PaperDoc, paperIdPrefixOf } from '@confsys/domain';
import { db } from '../../lib/admin';
import { forbidden } from '../../lib/errors';
import { assignmentFields } from '../../lib/assignment/assignments';
import { checkExclusions, parseExclusions, parseTopics } from '../../lib/submissions/exclusions';
import { handles, parseRequest } from '../../lib/http';
import { removeManuscriptFiles, saveManuscriptFiles } from '../../lib/submissions/manuscriptFiles';
import { cleanAuthor, parseAuthorList, readManuscriptFile } from '../../lib/submissions/manuscriptUpload';
import { parseMultipart } from '../../lib/multipart';
import { openOutbox } from '../../lib/mail/outbox';
import { siteLink } from '../../lib/mail/settings';
import { mailTemplates } from '../../lib/mail/templates';
import { everyAuthor } from '../../lib/mail/paperMail';
import { indexEntryOf, paperIndexRef, paperTallyStatus } from '../../lib/submissions/paperIndex';
import { manuscriptRef, paperRef } from '../../lib/papers';
import { buildReviewerCopy } from '../../lib/pdf/manuscriptPdf';
import { formatNumber, nextNumber } from '../../lib/sequences';
import { checkSubmissionsOpen } from '../../lib/calendar/calendar';
import { uploadReceipt } from '../../lib/uploads';
import { currentEdition } from '../../lib/editionScope';

export const submitManuscript = handles('submitManuscript', async ({ req, caller }) => {
  // Received now, by the server's clock: the deadline is judged against this moment, not the client's.
  const receivedAt = Date.now();
  await checkSubmissionsOpen(receivedAt, caller.uid);
  const { fields, files } = await parseMultipart(req, { maxFileBytes: uploadRules.manuscript.maxBytes });
  if (fields.authorId && fields.authorId !== caller.uid) throw forbidden('You can submit manuscripts only for your own account.');
  // The form's fields as sent (Endpoints.submitManuscript), checked as the form checks them.
  const details = parseRequest(ManuscriptRequest, { ...fields, authors: parseAuthorList(fields.authorsDetails) });
  const excludedReviewers = await checkExclusions(parseExclusions(fields.excludedReviewers));
  const topics = await parseTopics(fields.topics);
  const manuscriptFile = await readManuscriptFile(files.file);
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
    paperTallyStatus(batch, paperId, paper.status);
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
});
