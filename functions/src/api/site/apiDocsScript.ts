// GET /api/docs/reference.js: the API reference's renderer (Redoc), served with the page.
import { handles } from '../../lib/http';
import { referenceScript } from '../../lib/site/apiDocsPage';

export const apiDocsScript = handles('apiDocsScript', async ({ res }) => {
  res.set('Cache-Control', 'public, max-age=3600');
  res.status(200).type('text/javascript; charset=utf-8').send(referenceScript());
});
