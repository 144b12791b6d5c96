// GET /api/admin/extensions: every extension of the submission deadline, the latest granted first.
import { documents } from '../../lib/documents';
import { handles } from '../../lib/http';

export const extensions = handles('extensions', async () => {
  const all = await documents.extensions.orderBy('grantedAt', 'desc').get();
  return { extensions: all.docs.map((doc) => doc.data()) };
});
