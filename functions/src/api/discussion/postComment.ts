// POST /api/papers/:paperId/discussion: posts a comment to a paper's discussion ({ text, to? }: Markdown,
// and for the chair the one reviewer asked, by label); the posting is lib/discussion/postComment.ts.
import { handles } from '../../lib/http';
import { readParticipant } from '../../lib/discussion/discussion';
import { postToDiscussion } from '../../lib/discussion/postComment';
import { checkPaperId, loadPaper } from '../../lib/papers';

export const postComment = handles('postComment', async ({ params, body, caller }) => {
  const paper = await loadPaper(checkPaperId(params.paperId ?? ''));
  // Who may post is checked first, so a stranger learns nothing of the paper's state.
  await readParticipant(caller, paper);
  return postToDiscussion(caller, paper, body);
});
