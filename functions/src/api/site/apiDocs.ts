// GET /api/docs: the API reference for integrators, an HTML page rendered from this document.
import { handles } from '../../lib/http';
import { contentSecurityPolicy, page } from '../../lib/site/apiDocsPage';

export const apiDocs = handles('apiDocs', async ({ res }) => {
  res.set('Content-Security-Policy', contentSecurityPolicy);
  res.set('Cache-Control', 'public, max-age=300');
  res.status(200).type('text/html; charset=utf-8').send(page);
});
