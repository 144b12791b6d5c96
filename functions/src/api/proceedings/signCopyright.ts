// POST /api/authors/papers/:paperId/copyright: signs the copyright form for all the paper's authors, while
// camera-ready changes are open (lib/proceedings/copyright.ts).
import { handles } from '../../lib/http';
import { signCopyrightForm } from '../../lib/proceedings/copyright';
import { checkCameraReadyOpen, loadAuthorsPaper } from '../../lib/proceedings/records';

export const signCopyright = handles('signCopyright', async ({ params, body, caller }) => {
  const receivedAt = Date.now();
  const manuscript = await loadAuthorsPaper(caller, params.paperId ?? '');
  await checkCameraReadyOpen(manuscript.paperId, receivedAt);
  return signCopyrightForm({ caller, manuscript, receivedAt, body });
});
