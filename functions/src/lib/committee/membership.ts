// A committee member's commitment: the load they accepted, changed by themselves or by the chair, and
// leaving the committee. A member changes either only before any paper is assigned to them (then the
// chair alone does); the chair is told by mail.
import { Messages, SitePages, type ReviewerDoc } from '@confsys/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../admin';
import type { Caller } from '../auth';
import { recordAudit } from '../audit/audit';
import { checkVerified } from '../calendar/calendarFeed';
import { documents } from '../documents';
import { conflict, notFound } from '../errors';
import { fileStore } from '../fileStore';
import { adminAddresses, openOutbox } from '../mail/outbox';
import { siteLink } from '../mail/settings';
import { mailTemplates } from '../mail/templates';
import { storePaths } from '../storePaths';
import { loadReviewer, reviewerRef } from './reviewers';

/** The caller's record in this edition (by their verified address): 403 unverified, 404 not a member. */
async function ownRecordId(caller: Caller): Promise<string> {
  checkVerified(caller);
  const found = await documents.reviewers.where('email', '==', caller.email).limit(1).get();
  const record = found.docs[0];
  if (!record) throw notFound(Messages.committeeNotMember);
  return record.id;
}

/**
 * Runs `change` on the caller's record in a transaction that first checks no paper is assigned to them
 * (409 naming how many), and tells the chair by mail in the same transaction.
 */
async function changeOwnCommitment(caller: Caller, what: string, change: (transaction: Transaction, reviewer: ReviewerDoc) => void): Promise<void> {
  const id = await ownRecordId(caller);
  const [outbox, admins] = await Promise.all([openOutbox(), adminAddresses()]);
  await db.runTransaction(async (transaction) => {
    const reviewer = (await transaction.get(reviewerRef(id))).data();
    if (!reviewer) throw notFound(Messages.committeeNotMember);
    const assigned = await transaction.get(documents.papers.where('reviewerIds', 'array-contains', id).select());
    if (assigned.size > 0) throw conflict(Messages.committeeHasAssignments(assigned.size));
    change(transaction, { ...reviewer, id });
    outbox.queue(transaction, { to: admins, mail: mailTemplates.committeeChange({ name: reviewer.name, email: reviewer.email, change: what, reviewersUrl: siteLink(SitePages.adminReviewers) }) });
  });
}

/** The member sets their own load (before any assignment). */
export async function saveOwnLoad(caller: Caller, load: number): Promise<{ message: string }> {
  await changeOwnCommitment(caller, `changed their load to at most ${load} papers`, (transaction, reviewer) => {
    transaction.update(reviewerRef(reviewer.id), { load });
    recordAudit(transaction, caller, { action: 'reviewer.load', target: `reviewer:${reviewer.id}`, before: { load: reviewer.load ?? null }, after: { load } });
  });
  return { message: Messages.committeeLoadSaved(load) };
}

/** The member leaves the committee (before any assignment): their record and its profile file are deleted, as the chair's delete does; the account stays. */
export async function withdrawFromCommittee(caller: Caller): Promise<{ message: string }> {
  let profileType: ReviewerDoc['profileType'] = null;
  let id = '';
  await changeOwnCommitment(caller, 'left the committee', (transaction, reviewer) => {
    profileType = reviewer.profileType;
    id = reviewer.id;
    transaction.delete(reviewerRef(reviewer.id));
    recordAudit(transaction, caller, { action: 'reviewer.withdraw', target: `reviewer:${reviewer.id}`, before: { name: reviewer.name, email: reviewer.email, load: reviewer.load ?? null }, after: null });
  });
  if (profileType) await fileStore().remove(storePaths.profile(id, profileType)).catch(() => undefined);
  return { message: Messages.committeeWithdrawn };
}

/** The chair sets a member's load, whatever is assigned to them already. */
export async function setReviewerLoad(caller: Caller, id: string, load: number): Promise<{ message: string }> {
  const seen = await loadReviewer(id);
  await db.runTransaction(async (transaction) => {
    const reviewer = (await transaction.get(reviewerRef(id))).data();
    if (!reviewer) throw notFound(Messages.reviewerRecordNotFound);
    transaction.update(reviewerRef(id), { load });
    recordAudit(transaction, caller, { action: 'reviewer.load', target: `reviewer:${id}`, before: { load: reviewer.load ?? null }, after: { load } });
  });
  return { message: Messages.reviewerLoadSaved(seen.name, load) };
}
