// A small router for the HTTP API: every route names who may call it, the caller is checked before the
// handler runs, bodies are parsed strictly, and errors become JSON answers with a readable message.
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import {
  Endpoints,
  Messages,
  checkRequest,
  declaredStatuses,
  isFileAnswer,
  successStatus,
  isId,
  needsAppCheck,
  type AnswerOf,
  type Endpoint,
  type EndpointName,
  type JsonBodyOf,
  type QueryOf,
  pathParameter,
  type Edition,
  EditionHeader,
} from '@confsys/domain';
import { HttpError, badRequest, notFound, parseRequest, unsupported } from './errors';
import { checkAppCheck } from './appCheck';
import { authenticate, type Caller } from './auth';
import { restoreContentType } from './platformGuard';
import { readCurrentEdition } from './editions/editions';
import { inEdition, currentEdition } from './editionScope';
import { editionOfRequest } from './editions/requestEdition';

export type { Access } from '@confsys/domain';

/** What a handler receives: the request, its path parameters, and its query and JSON body as checked against the endpoint's schemas. */
export interface Context<E extends Endpoint = Endpoint> {
  req: Request;
  res: Response;
  params: Record<string, string>;
  query: QueryOf<E>;
  body: JsonBodyOf<E>;
}

/** What a route open to signed-in roles receives: the verified caller, always present. */
export interface GuardedContext<E extends Endpoint = Endpoint> extends Context<E> {
  caller: Caller;
}

/** The handler of an endpoint: a guarded endpoint's gets the caller; it answers the endpoint's answer type. */
export type HandlerOf<E extends Endpoint> = (context: E['access'] extends 'public' ? Context<E> : GuardedContext<E>) => Promise<AnswerOf<E>>;

/** A served endpoint: its row of the endpoint table and its handler. */
export type Route = Endpoint & {
  name: EndpointName;
  handler: (context: GuardedContext) => Promise<unknown>;
};

/** The route serving the endpoint of that name with this handler. */
export function handles<N extends EndpointName>(name: N, handler: HandlerOf<(typeof Endpoints)[N]>): Route {
  // Each handler is typed by its own endpoint; the router gives it exactly that endpoint's context.
  return { ...Endpoints[name], name, handler: handler as unknown as Route['handler'] };
}

/** In the test suites every answer is checked against its endpoint's schema (API_CHECK_ANSWERS=1). */
const checkAnswers = process.env.API_CHECK_ANSWERS === '1';

/** What the public pages read and the chair changes (the calendar, the identity): browsers and Hosting's cache keep it a minute, so a change shows within one. */
export const publicMaxAge = 60;

/** Lets browsers and Hosting's cache keep a public answer for `publicMaxAge` seconds. */
export function cachedForAMinute(res: Response): void {
  res.set('Cache-Control', `public, max-age=${publicMaxAge}, s-maxage=${publicMaxAge}`);
}

// Operations parse what they are handed with the same check as the router (errors.ts, below every area).
export { parseRequest } from './errors';

type CompiledRoute = Route & {
  pattern: RegExp;
  names: string[];
};

function compile(route: Route): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const parameter = pathParameter(segment);
      if (!parameter) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(parameter.name);
      return `([^/]+?)${parameter.suffix.replace('.', '\\.')}`;
    })
    .join('/');
  return { ...route, pattern: new RegExp(`^${source}/?$`), names };
}

export function createRouter(routes: readonly Route[]) {
  const compiled = routes.map(compile);

  return async function handle(req: Request, res: Response): Promise<void> {
    let edition: Edition;
    try {
      edition = await readCurrentEdition();
    } catch (error) {
      sendError(res, error, undefined);
      return;
    }
    // Everything the request reads and writes is the current edition's (editions/scope.ts).
    await inEdition(edition, () => serve(req, res));
  };

  async function serve(req: Request, res: Response): Promise<void> {
    let route: CompiledRoute | undefined;
    restoreContentType(req);
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
      route = matches.find((candidate) => candidate.method === req.method);
      // An address whose parameters name nothing (not IDs) is not found, whatever methods its shape allows.
      if (!route && !matches.some((candidate) => namesRecords(candidate, url.pathname))) throw notFound(Messages.notFound);
      if (!route) {
        res.set('Allow', matches.map((candidate) => candidate.method).join(', '));
        throw new HttpError(405, `Method ${req.method} is not allowed here.`);
      }
      // Who is calling is settled before anything in the request is looked at: the app (App Check), then the user.
      if (needsAppCheck(route)) await checkAppCheck(req);
      const caller = route.access === 'public' ? undefined : await authenticate(req, route.access);
      const values = route.pattern.exec(url.pathname)?.slice(1) ?? [];
      const params: Record<string, string> = {};
      route.names.forEach((name, index) => {
        const value = safeDecode(values[index] ?? '');
        // Every path parameter names a document or a stored file: an ID, never a path.
        if (!isId('pathParameter', value)) throw notFound(`Not found: the ${name} in the address is not a valid ID.`);
        params[name] = value;
      });
      if (!route.body) refuseBrokenJson(req);
      const query = route.query ? parseRequest(route.query, firstValues(url.searchParams)) : undefined;
      const body = route.body && 'json' in route.body ? parseRequest(route.body.json, jsonBody(req)) : undefined;
      // A request naming a paper of an archived edition reads from it, or is refused (requestEdition.ts).
      const current = currentEdition();
      // A public answer may be kept by the CDN, which keys on the address: only the query names an edition there.
      const header = route.access === 'public' ? undefined : req.get(EditionHeader);
      const edition = await editionOfRequest(current, req.method, caller, { params, query, body, header });
      const handler = route.handler;
      // A public handler's context has no caller; the cast only widens it to the route table's one type.
      const run = () => handler({ req, res, params, query, body, ...(caller ? { caller } : {}) } as GuardedContext);
      const result = edition === current ? await run() : await inEdition(edition, run);
      if (res.headersSent) return;
      if (checkAnswers) checkAnswer(route, result);
      res.status(successStatus(route)).json(result ?? {});
    } catch (error) {
      sendError(res, error, route);
    }
  }
}

/** Whether each path parameter of the address, as this route reads it, is an ID. */
function namesRecords(route: CompiledRoute, pathname: string): boolean {
  const values = route.pattern.exec(pathname)?.slice(1) ?? [];
  return values.every((value) => {
    try {
      return isId('pathParameter', decodeURIComponent(value));
    } catch {
      return false;
    }
  });
}

/** The query as an object of each name's first value (a repeated name cannot replace what was checked first). */
function firstValues(search: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of search) if (!(name in values)) values[name] = value;
  return values;
}

/** Refuses an answer that does not match its endpoint's schema (in the test suites). */
function checkAnswer(route: Route, result: unknown): void {
  if (isFileAnswer(route.answer)) throw new Error(`${route.name} answered JSON where its endpoint answers a file.`);
  const checked = checkRequest(route.answer, result);
  if (checked.errors) throw new Error(`${route.name} answered outside its schema: ${JSON.stringify(checked.errors)}`);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw badRequest(Messages.malformedAddress);
  }
}

/**
 * Whether a transaction's commit was refused because others changed its documents first: gRPC ABORTED
 * once the Admin SDK's attempts are spent, or the Firestore emulator's INVALID_ARGUMENT "Transaction is
 * invalid or closed", which it answers a transaction that lost a race instead of ABORTED (nothing of it
 * was written either way).
 */
function lostTransaction(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 10 || (code === 3 && typeof message === 'string' && message.includes('Transaction is invalid or closed'));
}

function sendError(res: Response, error: unknown, route: Route | undefined): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  // In the test suites an error status the endpoint does not declare is a defect of the document or of the handler.
  const status = error instanceof HttpError ? error.status : lostTransaction(error) ? 409 : 500;
  if (checkAnswers && route && !declaredStatuses(route).includes(status)) {
    console.error(`${route.name} answered ${status}, which its endpoint does not declare`, error);
    res.status(500).json({ message: `${route.name} answered ${status}, which its endpoint does not declare: ${error instanceof Error ? error.message : String(error)}` });
    return;
  }
  if (error instanceof HttpError) {
    if (error.retryAfter !== undefined) res.set('Retry-After', String(error.retryAfter));
    res.status(error.status).json({ message: error.message, ...(error.errors ? { errors: error.errors } : {}), ...(error.conflicts ? { conflicts: error.conflicts } : {}), ...(error.checks ? { checks: error.checks } : {}) });
    return;
  }
  // A transaction that lost to others on the same documents: nothing was written.
  if (lostTransaction(error)) {
    res.status(409).json({ message: Messages.tryAgainConcurrent });
    return;
  }
  console.error('Unhandled API error', error);
  // Under the test suites the answer names the cause, so a failing run shows it without the server's log.
  const cause = checkAnswers ? ` (${String((error as { code?: unknown } | null)?.code ?? '')}: ${error instanceof Error ? error.message : String(error)})` : '';
  res.status(500).json({ message: `${Messages.internalError}${cause}` });
}

/** The body's text when it claims to be JSON (Content-Type application/json, in UTF-8, the only charset JSON has). */
function jsonText(req: Request): string | null {
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  if (!type.startsWith('application/json')) return null;
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/.exec(type)?.[1];
  if (charset && charset !== 'utf-8' && charset !== 'utf8') throw unsupported(Messages.expectedUtf8Json);
  return req.rawBody?.toString('utf8') ?? '';
}

/** A body sent where the route takes none is ignored (whatever its charset), but one that claims JSON must parse like any other. */
function refuseBrokenJson(req: Request): void {
  let raw: string | null;
  try {
    raw = jsonText(req);
  } catch {
    return;
  }
  if (raw === null || raw.trim() === '') return;
  try {
    JSON.parse(raw);
  } catch {
    throw badRequest(Messages.malformedJson);
  }
}

/** Parses a JSON request body into a plain object; anything else is a 4xx with a clear message. */
function jsonBody(req: Request): Record<string, unknown> {
  const raw = jsonText(req);
  if (raw === null) throw unsupported(Messages.expectedJson);
  let parsed: unknown;
  try {
    parsed = raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    throw badRequest(Messages.malformedJson);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest(Messages.jsonNotAnObject);
  }
  return parsed as Record<string, unknown>;
}
