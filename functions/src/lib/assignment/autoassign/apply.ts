// Applying an automatic-assignment proposal exactly as it was shown: each paper's reviewers written in
// the paper's own transaction (checked once more, with its audit entry and the reviewers' notices, sent
// as one message per reviewer once every paper is written: ../notices.ts), refused whole when anything
// it was made from changed. The single action and the bulk bar call it.
import { Messages, type Assignment } from '@confsys/domain';
import { db } from '../../admin';
import { declaredConflicts } from '../assignments';
import { assignmentFields } from '../../papers';
import { recordAudit } from '../../audit/audit';
import { changesSince, inConflict, ProposalItemSchema, readAssignmentData, type ProposalItem } from './proposal';
import { readAllReviewers } from '../bidding';
import { reviewDeadlineText, shownCalendar } from '../../calendar/calendar';
import { conflict } from '../../errors';
import { openOutbox } from '../../mail/outbox';
import { leftBehindMs, recordNotices, sendNotices } from '../notices';
import { claimPreview, eachLimited, readPreview } from '../../previewStore';
import { recordAddedReviews } from '../../reviewStore';
import { transitionPaper } from '../../submissions/transitions';
import type { Caller } from '../../auth';

export type PairItem = Extract<ProposalItem, { t: 'pair' }>;

export const staleShown = 8;

/** A paper whose pairs were not written, and why. */
export interface NotApplied {
  paperId: string;
  reason: string;
}

/** Writes the pairs of a checked proposal, paper by paper; answers how many pairs and papers were written, and the papers that were not. */
export async function applyPairs(caller: Caller, proposalId: string, pairs: readonly PairItem[], snapshot: ReadonlyMap<string, readonly string[]>): Promise<{ pairs: number; papers: number; failed: NotApplied[] }> {
  const byPaper = new Map<string, PairItem[]>();
  for (const pair of pairs) byPaper.set(pair.paperId, [...(byPaper.get(pair.paperId) ?? []), pair]);
  const [calendar, outbox] = await Promise.all([shownCalendar(), openOutbox()]);
  const deadline = reviewDeadlineText(calendar);
  const reviewerRecords = new Map((await readAllReviewers()).map((reviewer) => [reviewer.id, reviewer]));
  let written = 0;
  const failed: NotApplied[] = [];
  const results = await eachLimited([...byPaper.entries()], 8, async ([paperId, list]) => {
    let added: Assignment[] = [];
    try {
      await transitionPaper(paperId, 'assignReviewer', {
        audit: { caller, action: 'paper.assign', reason: () => `Automatic assignment ${proposalId}` },
        precondition: async ({ transaction, paper, manuscript }) => {
          const before = snapshot.get(paperId) ?? [];
          if (paper.reviewerIds.join() !== before.join()) throw conflict(`${paperId}'s reviewers changed`);
          const declared = await declaredConflicts(paperId, transaction);
          const now = new Date().toISOString();
          const chosen = list.map((pair) => {
            const reviewer = reviewerRecords.get(pair.reviewerId);
            if (!reviewer || declared.has(pair.reviewerId) || inConflict({ declared: new Set(), manuscripts: new Map([[paperId, manuscript]]) }, paperId, reviewer)) {
              throw conflict(`a new conflict of interest on ${paperId}`);
            }
            return { reviewerId: reviewer.id, name: reviewer.name, email: reviewer.email, assignedAt: now };
          });
          added = await recordAddedReviews(paper, chosen, transaction);
          recordNotices(transaction, proposalId, paper, added);
        },
        paperChanges: ({ paper }) => assignmentFields(paperId, [...paper.reviewers, ...added], paper.submittedReviews),
        maxAttempts: 20,
      });
      return added.length;
    } catch (error) {
      failed.push({ paperId, reason: error instanceof Error ? error.message : String(error) });
      return 0;
    }
  });
  for (const count of results) written += count;
  // Each reviewer hears of the action's papers in one message, and of any an interrupted action left.
  await sendNotices(outbox, deadline, { actionId: proposalId });
  await sendNotices(outbox, deadline, { before: new Date(Date.now() - leftBehindMs) });
  return { pairs: written, papers: results.filter((count) => count > 0).length, failed };
}

/**
 * Applies the caller's proposal: refused whole (409, nothing written) when anything it read changed since,
 * else marked applied (once) and written paper by paper, with one `assignment.apply` entry for the whole.
 * An unknown or removed proposal is a 404, another admin's a 403, an expired or applied one a 409.
 */
export async function applyProposal(proposalId: string, caller: Caller): Promise<{ message: string; applied: number; papers: number }> {
  const { proposal, items } = await readPreview(proposalId, 'autoassign', caller, ProposalItemSchema);
  const data = await readAssignmentData();
  const changes = changesSince(proposal.createdAt, items, data);
  if (changes.length > 0) throw conflict(Messages.proposalStale(changes.slice(0, staleShown), changes.length - staleShown));
  await claimPreview(proposalId);
  const pairs = items.filter((item): item is PairItem => item.t === 'pair');
  const snapshot = new Map(items.flatMap((item) => (item.t === 'paper' ? [[item.paperId, item.reviewerIds] as const] : [])));
  const result = await applyPairs(caller, proposalId, pairs, snapshot);
  await db.runTransaction(async (transaction) => {
    recordAudit(transaction, caller, {
      action: 'assignment.apply',
      target: `proposal:${proposalId}`,
      before: null,
      after: { pairs: result.pairs, papers: result.papers, proposed: pairs.length, failed: result.failed.map(({ paperId, reason }) => `${paperId}: ${reason}`) },
      reason: null,
    });
  });
  const message = Messages.assignmentApplied(result.pairs, result.papers) + (result.failed.length > 0 ? ` Not applied, changed meanwhile: ${result.failed.slice(0, staleShown).map(({ paperId, reason }) => `${paperId}: ${reason}`).join('; ')}.` : '');
  return { message, applied: result.pairs, papers: result.papers };
}
