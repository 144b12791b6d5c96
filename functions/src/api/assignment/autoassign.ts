// POST /api/admin/autoassign: proposes an automatic assignment ({ reviewersPerPaper, maxPerReviewer,
// papers, objective, apply: false }), or applies a proposal ({ proposalId, apply: true }).
import { Messages } from '@confsys/domain';
import { db } from '../../lib/admin';
import { recordAudit } from '../../lib/audit';
import { changesSince, makeProposal, ProposalItemSchema, readAssignmentData } from '../../lib/autoassign/proposal';
import { conflict } from '../../lib/errors';
import { handles } from '../../lib/http';
import { claimProposal, readProposal, saveProposal } from '../../lib/previewStore';
import { PairItem, staleShown, applyPairs } from '../../lib/autoassign/apply';

export const autoassign = handles('autoassign', async ({ body, caller }) => {
  if (body.apply) {
    const { proposal, items } = await readProposal(body.proposalId, 'autoassign', caller, ProposalItemSchema);
    const data = await readAssignmentData();
    const changes = changesSince(proposal.createdAt, items, data);
    if (changes.length > 0) throw conflict(Messages.proposalStale(changes.slice(0, staleShown), changes.length - staleShown));
    await claimProposal(body.proposalId);
    const pairs = items.filter((item): item is PairItem => item.t === 'pair');
    const snapshot = new Map(items.flatMap((item) => (item.t === 'paper' ? [[item.paperId, item.reviewerIds] as const] : [])));
    const result = await applyPairs(caller, body.proposalId, pairs, snapshot);
    await db.runTransaction(async (transaction) => {
      recordAudit(transaction, caller, {
        action: 'assignment.apply',
        target: `proposal:${body.proposalId}`,
        before: null,
        after: { pairs: result.pairs, papers: result.papers, proposed: pairs.length, failed: result.failed.map(({ paperId, reason }) => `${paperId}: ${reason}`) },
        reason: null,
      });
    });
    const message = Messages.assignmentApplied(result.pairs, result.papers) + (result.failed.length > 0 ? ` Not applied, changed meanwhile: ${result.failed.slice(0, staleShown).map(({ paperId, reason }) => `${paperId}: ${reason}`).join('; ')}.` : '');
    return { message, applied: result.pairs, papers: result.papers };
  }

  const data = await readAssignmentData();
  const proposal = await makeProposal(body, data);
  const stored = await saveProposal('autoassign', caller, [...proposal.pairs, ...proposal.snapshot]);
  return {
    proposalId: stored.id,
    expiresAt: stored.expiresAt,
    assignments: proposal.pairs.map(({ t: _t, ...pair }) => pair),
    unfilled: proposal.unfilled,
    load: proposal.load,
    loadBefore: proposal.loadBefore,
    reviewers: proposal.reviewers,
    underMin: proposal.underMin,
    objective: proposal.figures,
    papersConsidered: proposal.papersConsidered,
  };
});
