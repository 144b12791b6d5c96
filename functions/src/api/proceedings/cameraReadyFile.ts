// GET /api/proceedings/papers/:paperId/cameraready.pdf: the paper's camera-ready PDF as uploaded.
import { handles } from '../../lib/http';
import { sendFile } from '../../lib/sendFile';
import { keptFile } from '../../lib/proceedings/authorFiles';

export const cameraReadyFile = handles('cameraReadyFile', async ({ params, res, caller }) => {
  const { paperId, file } = await keptFile(caller, params.paperId ?? '', 'cameraReady');
  sendFile(res, file, `${paperId}.pdf`, 'inline');
});
