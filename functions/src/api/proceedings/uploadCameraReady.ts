// POST /api/authors/papers/:paperId/cameraready: uploads the paper's camera-ready PDF and runs the
// publisher's checks; answers each check with its result and pages (lib/proceedings/cameraReady.ts).
import { uploadRules } from '@confsys/domain';
import { handles } from '../../lib/http';
import { parseMultipart } from '../../lib/multipart';
import { acceptCameraReady } from '../../lib/proceedings/cameraReady';
import { checkCameraReadyOpen, loadAuthorsPaper } from '../../lib/proceedings/records';

export const uploadCameraReady = handles('uploadCameraReady', async ({ req, params, caller }) => {
  const receivedAt = Date.now();
  const manuscript = await loadAuthorsPaper(caller, params.paperId ?? '');
  await checkCameraReadyOpen(manuscript.paperId, receivedAt);
  const { files } = await parseMultipart(req, { maxFileBytes: uploadRules.manuscript.maxBytes });
  return acceptCameraReady({ caller, manuscript, receivedAt, file: files.file });
});
