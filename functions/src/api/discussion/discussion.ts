// GET /api/papers/:paperId/discussion: a paper's discussion: its comments oldest first, each by "Reviewer
// N" or "Chair", and whether it is resolved.
import { commentView, discussionRef, readComments, readParticipant, readersOf, reviewerLabels } from '../../lib/discussion/discussion';
import { handles } from '../../lib/http';
import { checkPaperId, loadPaper } from '../../lib/papers';

export const discussion = handles('discussion', async ({ params, caller }) => {
  const paper = await loadPaper(checkPaperId(params.paperId ?? ''));
  const { participant, reviews } = await readParticipant(caller, paper);
  const [comments, state] = await Promise.all([readComments(paper.paperId), discussionRef(paper.paperId).get()]);
  const labels = reviewerLabels(paper, reviews);
  const readers = new Set(readersOf(paper, reviews).map((reader) => reader.reviewerId));
  return {
    paperId: paper.paperId,
    title: paper.title,
    comments: comments.map((comment) => commentView(comment, labels, participant)),
    resolved: state.data()?.resolved ?? false,
    you: participant.kind === 'chair' ? 'Chair' : (labels.get(participant.reviewerId) ?? ''),
    reviewers: paper.reviewers.map((assignment) => ({ label: labels.get(assignment.reviewerId) ?? '', canRead: readers.has(assignment.reviewerId) })),
  };
});
