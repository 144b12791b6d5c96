// Reviewers' bids: the reviewer record of the signed-in reviewer, where a bid is stored, and the search
// over the papers open for bidding.
import { Messages, reviewDocId, searchWords, type PaperDoc, type ReviewerDoc } from '@confsys/domain';
import type { Caller } from '../auth';
import { documents } from '../documents';
import { forbidden } from '../errors';

/** The caller's reviewer record, found by their verified email: bids and topics belong to the record. */
export async function callerReviewer(caller: Caller): Promise<ReviewerDoc> {
  if (!caller.emailVerified) throw forbidden(Messages.verifyEmailToBid);
  const found = (await documents.reviewers.where('email', '==', caller.email).limit(1).get()).docs[0];
  if (!found) throw forbidden(Messages.noReviewerRecord);
  return { ...found.data(), id: found.id };
}

export const bidRef = (paperId: string, reviewerId: string) => documents.bids.doc(reviewDocId(paperId, reviewerId));

/** Whether a paper's visible text holds every word of the search. */
export function matchesSearch(paper: PaperDoc, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const own = new Set(searchWords([paper.paperId, paper.title, paper.abstract, ...paper.keywords, ...(paper.topics ?? [])].join(' ')));
  return words.every((word) => own.has(word) || [...own].some((candidate) => candidate.startsWith(word)));
}
