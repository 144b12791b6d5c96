// The `api` HTTPS function: Hosting rewrites /api/** and /conregister to it.
import { onRequest } from 'firebase-functions/v2/https';
import { createRouter } from '../lib/http';
import { routes } from './routes';

export const api = onRequest({ region: 'us-central1', memory: '512MiB', timeoutSeconds: 120, concurrency: 80 }, createRouter(routes));
