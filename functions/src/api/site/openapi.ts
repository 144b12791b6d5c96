// GET /api/openapi.json: the OpenAPI 3.1 document of the whole API, made from the endpoint table.
import { openApiDocument } from '@confsys/domain';
import { handles } from '../../lib/http';

let document: Record<string, unknown> | undefined;

export const openapi = handles('openapi', async ({ res }) => {
  document ??= openApiDocument();
  // The document changes only with a deployment: callers may keep it for a while.
  res.set('Cache-Control', 'public, max-age=300');
  return document;
});
