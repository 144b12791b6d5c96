// The author's change to their paper: only the fields sent change, and the result is checked as a
// submission is. A new PDF is stored under fresh names with its reviewer's copy rebuilt, and the paper
// points at it only once the change is written, so a failed edit leaves the paper exactly as it was.
import { ManuscriptRequest, Messages, authorEmailsOf, type AnswerOf, type Endpoints, PaperStatus, canEditPaper, isStatus, splitKeywords, statusLabel, type AuthorDetails, type ManuscriptDoc, type PaperDoc } from '@confsys/domain';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod/mini';
import { db } from '../admin';
import { badRequest, conflict, forbidden } from '../errors';
import { checkExclusions, parseExclusions, parseTopics } from './exclusions';
import { parseRequest } from '../errors';
import { manuscriptStore, removeFiles, saveReplacementFiles } from './manuscriptFiles';
import { cleanAuthor, parseAuthorList, readManuscriptFile } from './manuscriptUpload';
import { indexEntryOf, paperIndexRef } from './paperIndex';
import { isOwner, manuscriptRef, paperRef, readPaperDocs } from '../papers';
import { inVolume, volumeChanged } from '../volumeChanges';
import { manuscriptFileChanged } from '../similarityChanges';
import { checkAuthorCap } from './integrity';

/** The author list alone, checked as the submission form checks it. */
const AuthorListRequest = z.object({ authors: ManuscriptRequest.shape.authors });
import { buildReviewerCopy } from '../pdf/manuscriptPdf';
import { uploadReceipt } from '../uploads';
import type { Caller } from '../auth';
import type { UploadedFile } from '../multipart';

/** The form fields an edit may send (the file is apart). */
const editableFields = ['title', 'abstract', 'keywords', 'authorsDetails', 'excludedReviewers', 'topics'] as const;

/** Refuses a change by anyone but the paper's author, and to a paper that is decided or withdrawn. */
export function checkEditable(caller: Parameters<typeof isOwner>[0], manuscript: ManuscriptDoc): void {
  if (!isOwner(caller, manuscript)) throw forbidden(Messages.notYourPaper);
  if (!canEditPaper(manuscript.status)) throw conflict(Messages.paperNotEditable(statusLabel(manuscript.status)));
}

/** An edit as the form sent it, once the endpoint has checked the paper is the caller's, editable, and changes are open. */
export interface PaperEdit {
  caller: Caller;
  paperId: string;
  /** When the request arrived, by the server's clock (the new receipt's time). */
  receivedAt: number;
  fields: Record<string, string>;
  file: UploadedFile | undefined;
}

/** Changes the paper as the edit says, and answers what changed. */
export async function editManuscript({ caller, paperId, receivedAt, fields, file }: PaperEdit): Promise<AnswerOf<(typeof Endpoints)['editPaper']>> {
  const sent = editableFields.filter((field) => fields[field] !== undefined);
  if (sent.length === 0 && !file) throw badRequest(Messages.nothingToEdit);
  const excludedReviewers = fields.excludedReviewers === undefined ? undefined : await checkExclusions(parseExclusions(fields.excludedReviewers));
  const topics = await parseTopics(fields.topics);
  // An author added to the list meets the cap on papers per author as a new submission's do.
  if (fields.authorsDetails !== undefined) {
    const listed = authorEmailsOf((await manuscriptRef(paperId).get()).data()?.authors ?? []);
    const { authors } = parseRequest(AuthorListRequest, { authors: parseAuthorList(fields.authorsDetails) });
    await checkAuthorCap(authors.filter((author) => !listed.includes(author.email.trim().toLowerCase())), paperId);
  }
  const upload = file ? await readManuscriptFile(file) : null;
  const replacement = upload ? await saveReplacementFiles(paperId, upload.bytes, await buildReviewerCopy(upload.pdf)) : null;
  const receipt = upload ? uploadReceipt(receivedAt, `${paperId}.pdf`, upload.bytes) : null;

  // The files the paper pointed at before this edit replaced them (set by the transaction's last attempt).
  const previous: { files: { original: string; reviewerCopy: string } | null } = { files: null };
  let changed: string[];
  try {
    changed = await db.runTransaction(async (transaction) => {
      const { paper, manuscript } = await readPaperDocs(transaction, paperId);
      checkEditable(caller, manuscript);
      if (excludedReviewers !== undefined && !isStatus(paper.status, PaperStatus.Submitted)) throw conflict(Messages.conflictsNotEditable);
      // The paper as it will be: what was sent over what is stored, checked as the submission form is.
      const details = parseRequest(ManuscriptRequest, {
        title: fields.title ?? manuscript.title,
        abstract: fields.abstract ?? manuscript.abstract,
        keywords: fields.keywords ?? manuscript.keywords.join(', '),
        authors: fields.authorsDetails === undefined ? manuscript.authors : parseAuthorList(fields.authorsDetails),
      });
      const next = {
        title: details.title,
        abstract: details.abstract,
        keywords: splitKeywords(details.keywords),
        authors: details.authors.map(cleanAuthor) as AuthorDetails[],
        excludedReviewers: excludedReviewers ?? manuscript.excludedReviewers ?? [],
        topics: topics ?? manuscript.topics ?? [],
      };
      const stored = { ...manuscript, excludedReviewers: manuscript.excludedReviewers ?? [], topics: manuscript.topics ?? [] };
      const differs = (Object.keys(next) as Array<keyof typeof next>).filter((key) => !isDeepStrictEqual(next[key], stored[key]));
      const result = [...differs, ...(replacement ? ['file'] : [])];
      if (result.length === 0) return result;
      const now = new Date().toISOString();
      const paperChanges: Partial<PaperDoc> = {
        title: next.title,
        abstract: next.abstract,
        keywords: next.keywords,
        topics: next.topics,
        lastUpdatedOn: now,
        ...(replacement ? { files: replacement } : {}),
      };
      const manuscriptChanges: Partial<ManuscriptDoc> = { ...next, authorEmails: authorEmailsOf(next.authors), ...(receipt ? { receipt } : {}), editedAt: now, lastUpdatedOn: now };
      transaction.update(paperRef(paperId), paperChanges);
      transaction.update(manuscriptRef(paperId), manuscriptChanges);
      // Title and authors are what the lists search: the whole index entry is made again.
      transaction.set(paperIndexRef(paperId), indexEntryOf({ ...paper, ...paperChanges }, next));
      if (inVolume(paper.status)) volumeChanged(transaction, paperId);
      if (replacement) manuscriptFileChanged(transaction, paperId, replacement.original, 'manuscript');
      previous.files = replacement ? manuscriptStore(paper) : null;
      return result;
    });
  } catch (error) {
    if (replacement) await removeFiles(replacement);
    throw error;
  }
  // The files the paper pointed at before are no longer anyone's.
  if (previous.files) await removeFiles(previous.files);
  const message = changed.length === 0 ? Messages.paperUnchanged : Messages.paperEdited(paperId);
  return { success: true, message, paperId, changed, receipt };
}
