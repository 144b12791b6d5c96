// A small router for the HTTP API: every route names who may call it, the caller is checked before the
// handler runs, bodies are parsed strictly, and errors become JSON answers with a readable message.
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { Messages, isId, type Role } from '@confsys/domain';
import { HttpError, badRequest, notFound, unsupported } from './errors';
import { authenticate, type Caller } from './auth';

/** Who may call a route: anyone, or signed-in callers holding one of the roles. */
export type Access = 'public' | readonly Role[];

export interface Context {
  req: Request;
  res: Response;
  params: Record<string, string>;
  query: URLSearchParams;
}

/** What a route open to signed-in roles receives: the verified caller, always present. */
export interface GuardedContext extends Context {
  caller: Caller;
}

/** The handler of a public route. */
export type Handler = (ctx: Context) => Promise<unknown>;
/** The handler of a route for signed-in roles. */
export type GuardedHandler = (ctx: GuardedContext) => Promise<unknown>;

interface RouteBase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path pattern with `:name` segments, e.g. `/api/admin/publish/:paperId`. */
  path: string;
}

/** A public route gets no caller; a guarded one names its roles and gets the caller checked against them. */
export type Route = (RouteBase & { access: 'public'; handler: Handler }) | (RouteBase & { access: readonly Role[]; handler: GuardedHandler });

type CompiledRoute = Route & {
  pattern: RegExp;
  names: string[];
};

function compile(route: Route): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { ...route, pattern: new RegExp(`^${source}/?$`), names };
}

export function createRouter(routes: readonly Route[]) {
  const compiled = routes.map(compile);

  return async function handle(req: Request, res: Response): Promise<void> {
    res.set('Cache-Control', 'no-store');
    // Files and answers are never framed nor sniffed, whether or not Hosting adds its own headers.
    res.set('X-Content-Type-Options', 'nosniff');
    res.set('X-Frame-Options', 'DENY');
    res.set('Content-Security-Policy', "frame-ancestors 'none'");
    res.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    try {
      const url = new URL(req.originalUrl || req.url, 'http://localhost');
      const matches = compiled.filter((route) => route.pattern.test(url.pathname));
      if (matches.length === 0) throw notFound(Messages.notFound);
      const route = matches.find((candidate) => candidate.method === req.method);
      if (!route) {
        res.set('Allow', matches.map((candidate) => candidate.method).join(', '));
        throw new HttpError(405, `Method ${req.method} is not allowed here.`);
      }
      // Who is calling is settled before anything in the request is looked at.
      const invoke = route.access === 'public' ? route.handler : await asCaller(req, route.access, route.handler);
      const values = route.pattern.exec(url.pathname)?.slice(1) ?? [];
      const params: Record<string, string> = {};
      route.names.forEach((name, index) => {
        const value = safeDecode(values[index] ?? '');
        // Every path parameter names a document or a stored file: an ID, never a path.
        if (!isId('pathParameter', value)) throw notFound(`Not found: the ${name} in the address is not a valid ID.`);
        params[name] = value;
      });
      const result = await invoke({ req, res, params, query: url.searchParams });
      if (!res.headersSent) res.json(result ?? {});
    } catch (error) {
      sendError(res, error);
    }
  };
}

/** Verifies the caller for a guarded route, and gives its handler the caller with the rest of the context. */
async function asCaller(req: Request, roles: readonly Role[], handler: GuardedHandler): Promise<Handler> {
  const caller = await authenticate(req, roles);
  return (context) => handler({ ...context, caller });
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw badRequest('The address contains an invalid escape sequence.');
  }
}

function sendError(res: Response, error: unknown): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  if (error instanceof HttpError) {
    if (error.retryAfter !== undefined) res.set('Retry-After', String(error.retryAfter));
    res.status(error.status).json({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    return;
  }
  console.error('Unhandled API error', error);
  res.status(500).json({ message: Messages.internalError });
}

/** Parses a JSON request body into a plain object; anything else is a 4xx with a clear message. */
export function jsonBody(req: Request): Record<string, unknown> {
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  if (!type.startsWith('application/json')) throw unsupported(Messages.expectedJson);
  const raw = req.rawBody?.toString('utf8') ?? '';
  let parsed: unknown;
  try {
    parsed = raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    throw badRequest(Messages.malformedJson);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('The request body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}
