// Loading a paper's two documents and the permission predicates on them, one per role.
import { Messages, fileUrl, isId, type Assignment, type ManuscriptDoc, type PaperDoc } from '@confsys/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { documents } from './documents';
import type { Caller } from './auth';
import { badRequest, forbidden, notFound } from './errors';

/** Paper IDs arrive in paths and forms; anything that is not ID-shaped cannot name a paper. */
export function checkPaperId(value: string): string {
  const paperId = value.trim();
  if (paperId === '') throw badRequest(Messages.required('Paper ID'));
  if (!isId('paper', paperId)) throw notFound(Messages.paperNotFound(paperId.slice(0, 40)));
  return paperId;
}

export const manuscriptRef = (paperId: string) => documents.manuscripts.doc(paperId);
export const paperRef = (paperId: string) => documents.papers.doc(paperId);

/** A paper's two documents, read in a transaction; 404 when either is missing. */
export async function readPaperDocs(transaction: Transaction, paperId: string): Promise<{ paper: PaperDoc; manuscript: ManuscriptDoc }> {
  const [paperSnapshot, manuscriptSnapshot] = await Promise.all([transaction.get(paperRef(paperId)), transaction.get(manuscriptRef(paperId))]);
  const paper = paperSnapshot.data();
  const manuscript = manuscriptSnapshot.data();
  if (!paper || !manuscript) throw notFound(Messages.paperNotFound(paperId));
  return { paper, manuscript };
}

export async function loadManuscript(paperId: string): Promise<ManuscriptDoc> {
  const manuscript = (await manuscriptRef(checkPaperId(paperId)).get()).data();
  if (!manuscript) throw notFound(Messages.paperNotFound(paperId));
  return manuscript;
}

export async function loadPaper(paperId: string): Promise<PaperDoc> {
  const paper = (await paperRef(checkPaperId(paperId)).get()).data();
  if (!paper) throw notFound(Messages.paperNotFound(paperId));
  return paper;
}

/** The author who submitted the paper. */
export function isOwner(caller: Caller, manuscript: Pick<ManuscriptDoc, 'authorId'>): boolean {
  return caller.role === 'author' && manuscript.authorId === caller.uid;
}

/** One of the reviewers the paper is assigned to, once they have proved they own that email address. */
export function isAssignedReviewer(caller: Caller, paper: Pick<PaperDoc, 'reviewerEmails'>): boolean {
  return caller.role === 'reviewer' && caller.emailVerified && paper.reviewerEmails.includes(caller.email);
}

export function isAdmin(caller: Caller): boolean {
  return caller.role === 'admin';
}

/** Authors act only on their own papers; admins on any. */
/** 403 unless the caller is the paper's submitting author. */
export function assertOwner(caller: Caller, manuscript: Pick<ManuscriptDoc, 'authorId'>): void {
  if (!isOwner(caller, manuscript)) throw forbidden(Messages.notYourPaper);
}

export function assertOwnerOrAdmin(caller: Caller, manuscript: Pick<ManuscriptDoc, 'authorId'>): void {
  if (!isOwner(caller, manuscript) && !isAdmin(caller)) throw forbidden(Messages.notYourPaper);
}

/**
 * What the paper stores of its reviewers: the list in the order of assignment, its IDs and emails for
 * queries, the number of submitted reviews, and the comments PDF's path once there is a review in it.
 */
export function assignmentFields(
  paperId: string,
  reviewers: readonly Assignment[],
  submittedReviews: number,
): Pick<PaperDoc, 'reviewers' | 'reviewerIds' | 'reviewerEmails' | 'submittedReviews' | 'reviewPdfPath'> {
  return {
    reviewers: [...reviewers],
    reviewerIds: reviewers.map((assignment) => assignment.reviewerId),
    reviewerEmails: reviewers.map((assignment) => assignment.email),
    submittedReviews,
    reviewPdfPath: submittedReviews > 0 ? fileUrl('comments', paperId, 'pdf') : null,
  };
}
