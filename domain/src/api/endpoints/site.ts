// The endpoint table's site endpoints: the health check, this document and its reference page.
import { fileEndpoint, forAnyone, type Endpoint } from './endpoint';
import { z } from 'zod/mini';
import { ApiPaths } from '../apiPaths';
import * as Answers from '../answers';

export const siteEndpoints = {
  healthcheck: forAnyone('Public site', {
    method: 'GET',
    path: ApiPaths.healthcheck,
    summary: 'Whether the API is up',
    description: 'Anyone may call it, for monitoring or before the site starts its work. Changes nothing.',
    answer: Answers.HealthAnswer,
  }),
  openapi: forAnyone('Public site', {
    method: 'GET',
    path: ApiPaths.openapi,
    summary: 'This API described in OpenAPI 3.1',
    description: 'Anyone may read it. It is made from the same endpoint table the API serves and checks requests against, and may be cached for five minutes. Changes nothing.',
    answer: z.record(z.string(), z.unknown()),
  }),
  apiDocs: fileEndpoint(['text/html'], {
    path: ApiPaths.apiDocs,
    access: 'public',
    tag: 'Public site',
    summary: 'The API reference for integrators, an HTML page rendered from this document',
    description: 'Anyone may read it. The page loads its renderer from this API (nothing from elsewhere) and the document from /api/openapi.json. Changes nothing.',
  }),
  apiDocsScript: fileEndpoint(['text/javascript'], {
    path: ApiPaths.apiDocsScript,
    access: 'public',
    tag: 'Public site',
    summary: "The API reference's renderer (Redoc), served with the page",
    description: 'Anyone may read it. Changes nothing.',
  }),
} as const satisfies Record<string, Endpoint>;
