// GET /api/proceedings/papers/:paperId/copyright.pdf: the signed copyright form as a PDF.
import { handles } from '../../lib/http';
import { sendFile } from '../../lib/sendFile';
import { keptFile } from '../../lib/proceedings/authorFiles';

export const copyrightFile = handles('copyrightFile', async ({ params, res, caller }) => {
  const { paperId, file } = await keptFile(caller, params.paperId ?? '', 'copyright');
  sendFile(res, file, `${paperId}-copyright.pdf`, 'inline');
});
