// One reviewer record per address, without a query inside a transaction. A query read in a transaction
// locks every document it could match (in the emulator, the whole collection), so twenty chairs' adds or
// invitees' acceptances at once refused one another and blocked every other write to the committee for
// a minute. A record already stored is found by a query before the transaction; two requests adding the
// same new address at once meet on one document, the address's claim, read and written inside it.
import { ReviewerEmailClaims, ReviewerEmailClaimSchema, type ReviewerDoc } from '@confsys/domain';
import { Timestamp, type QueryDocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { documents, hashedId, serverMetaDoc } from '../documents';

/** Long enough for any request that read "no record" to have finished. */
const claimMs = 24 * 60 * 60_000;

const claimOf = (email: string) => serverMetaDoc(ReviewerEmailClaims, ReviewerEmailClaimSchema, hashedId('reviewer-email', email));

/** The record stored with this (normalised) address, if any: read outside any transaction. */
export async function recordWithEmail(email: string): Promise<QueryDocumentSnapshot<ReviewerDoc> | undefined> {
  return (await documents.reviewers.where('email', '==', email).limit(1).get()).docs[0];
}

/**
 * Inside the transaction that creates record `reviewerId` for `email`: false when another record claimed
 * the address meanwhile and still holds it (the caller refuses), else the claim is written and true.
 * Reads two documents at most, so transactions for different addresses never meet.
 */
export async function claimEmail(transaction: Transaction, email: string, reviewerId: string): Promise<boolean> {
  const ref = claimOf(email);
  const claim = (await transaction.get(ref)).data();
  if (claim && claim.reviewerId !== reviewerId) {
    const holder = (await transaction.get(documents.reviewers.doc(claim.reviewerId))).data();
    if (holder?.email === email) return false;
  }
  transaction.set(ref, { reviewerId, [ReviewerEmailClaims.ttlField]: Timestamp.fromMillis(Date.now() + claimMs) });
  return true;
}
