// Status changes of a paper, always checked against the shared transition table inside a transaction,
// and written to both of the paper's documents together.
import { Messages, canTransition, transitions, type AuditAction, type ManuscriptDoc, type PaperAction, type PaperDoc } from '@confsys/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../admin';
import { conflict } from '../errors';
import { checkPaperId, manuscriptRef, readPaperDocs } from '../papers';
import type { MailDraft, Outbox } from '../mail/outbox';
import { updatePaper } from './paperIndex';
import { recordAudit } from '../audit/audit';
import { withinRetryBudget } from '../retryBudget';
import type { Caller } from '../auth';

const actionNames: Record<PaperAction, string> = {
  assignReviewer: 'assign a reviewer to',
  accept: 'accept',
  reject: 'reject',
  publish: 'publish',
  withdraw: 'withdraw',
};

export interface TransitionContext {
  transaction: Transaction;
  paper: PaperDoc;
  manuscript: ManuscriptDoc;
}

/**
 * Runs `action` on a paper: reads both documents, refuses (409) a move the table forbids or that
 * `precondition` rejects, and writes the new status plus `changes` to both documents atomically. The
 * precondition may read more documents in the transaction, and write others, before those writes.
 */
export async function transitionPaper(
  rawPaperId: string,
  action: PaperAction,
  options: {
    precondition?: (context: TransitionContext) => void | Promise<void>;
    paperChanges?: (context: TransitionContext) => Partial<PaperDoc>;
    /**
     * The messages the change sends, written in the same transaction. It may read more documents only
     * when the precondition wrote none (a transaction reads before it writes).
     */
    mail?: { outbox: Outbox; drafts: (context: TransitionContext) => MailDraft[] | Promise<MailDraft[]> };
    /** How often the transaction is tried when others change the paper at the same moment (the SDK's default is 5), within the retry budget (retryBudget.ts). */
    maxAttempts?: number;
    /** The audit entry the change writes in the same transaction: the admin, the action, and the reason given. */
    audit?: { caller: Caller; action: AuditAction; reason?: () => string | null };
  } = {},
): Promise<PaperDoc> {
  const paperId = checkPaperId(rawPaperId);
  return db.runTransaction(withinRetryBudget(async (transaction) => {
    const context = { transaction, ...(await readPaperDocs(transaction, paperId)) };
    if (!canTransition(action, context.paper.status)) throw conflict(Messages.transitionRefused(actionNames[action], context.paper.status));
    await options.precondition?.(context);
    const drafts = options.mail ? await options.mail.drafts(context) : [];
    const status = transitions[action].to;
    const lastUpdatedOn = new Date().toISOString();
    const changes = { ...options.paperChanges?.(context), status, lastUpdatedOn };
    updatePaper(transaction, context.paper, changes);
    transaction.update(manuscriptRef(paperId), { status, lastUpdatedOn });
    for (const draft of drafts) options.mail?.outbox.queue(transaction, draft);
    if (options.audit) {
      const after = { ...context.paper, ...changes };
      recordAudit(transaction, options.audit.caller, {
        action: options.audit.action,
        target: `paper:${paperId}`,
        before: { status: context.paper.status, reviewerIds: context.paper.reviewerIds },
        after: { status: after.status, reviewerIds: after.reviewerIds },
        reason: options.audit.reason?.() ?? null,
      });
    }
    return { ...context.paper, ...changes };
  }), options.maxAttempts === undefined ? undefined : { maxAttempts: options.maxAttempts });
}
