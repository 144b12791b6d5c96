// PUT /api/authors/papers/:paperId/response: saves the authors' response as a draft ({ text, submit:
// false }) or submits it ({ text, submit: true }), within the word limit; answers the words counted and
// where the text names an author (a warning, not a refusal). The author's own paper whose reviews were
// released to them (lib/discussion/responses.ts); the saving is lib/discussion/saveResponse.ts.
import { handles } from '../../lib/http';
import { ownReleasedPaper } from '../../lib/discussion/responses';
import { saveResponse } from '../../lib/discussion/saveResponse';

export const saveAuthorResponse = handles('saveAuthorResponse', async ({ params, body, caller }) => {
  const receivedAt = Date.now();
  const { paper, manuscript } = await ownReleasedPaper(caller, params.paperId ?? '');
  return saveResponse({ caller, paper, manuscript, receivedAt, body });
});
