// PUT /api/admin/papers/:paperId/discussion: marks a paper's discussion resolved ({ resolved: true }) or
// open again ({ resolved: false }).
import { Messages } from '@confsys/domain';
import { db } from '../../lib/admin';
import { recordAudit } from '../../lib/audit/audit';
import { discussionRef, emptyDiscussion } from '../../lib/discussion/discussion';
import { handles } from '../../lib/http';
import { checkPaperId, loadPaper } from '../../lib/papers';

export const discussionState = handles('discussionState', async ({ params, body, caller }) => {
  const paperId = checkPaperId(params.paperId ?? '');
  await loadPaper(paperId);
  await db.runTransaction(async (transaction) => {
    const state = (await transaction.get(discussionRef(paperId))).data() ?? emptyDiscussion(paperId);
    const now = new Date().toISOString();
    transaction.set(discussionRef(paperId), { ...state, resolved: body.resolved, resolvedAt: body.resolved ? now : null });
    recordAudit(transaction, caller, { action: 'discussion.state', target: `paper:${paperId}`, before: { resolved: state.resolved }, after: { resolved: body.resolved } });
  });
  return { message: body.resolved ? Messages.discussionResolved : Messages.discussionReopened };
});
