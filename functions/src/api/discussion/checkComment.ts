// POST /api/papers/:paperId/discussion/check: checks a comment before it is posted: where it names a
// member of the programme committee or their organisation.
import { committeePeople, nameWarnings, readParticipant } from '../../lib/discussion/discussion';
import { handles } from '../../lib/http';
import { checkPaperId, loadPaper } from '../../lib/papers';

export const checkComment = handles('checkComment', async ({ params, body, caller }) => {
  const paper = await loadPaper(checkPaperId(params.paperId ?? ''));
  await readParticipant(caller, paper);
  return { warnings: nameWarnings(body.text, await committeePeople(), 'committee') };
});
