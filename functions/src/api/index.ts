// The `api` HTTPS function: Hosting rewrites /api/** and /conregister to it.
import { onRequest } from 'firebase-functions/v2/https';
import { apiOptions } from '../lib/deployment';
import { createRouter } from '../lib/http';
import { routes } from './routes';

export const api = onRequest(apiOptions, createRouter(routes));
