// POST /api/admin/addreviewer: a reviewer record with a profile file (lib/committee/addReviewer.ts).
import { Endpoints, uploadRules } from '@confsys/domain';
import { handles, parseRequest } from '../../lib/http';
import { parseMultipart } from '../../lib/multipart';
import { addReviewerRecord } from '../../lib/committee/addReviewer';

export const addReviewer = handles('addReviewer', async ({ req, caller }) => {
  const { fields, files } = await parseMultipart(req, { maxFileBytes: uploadRules.profile.maxBytes });
  return addReviewerRecord(caller, parseRequest(Endpoints.addReviewer.body.multipart, fields), files.profile);
});
