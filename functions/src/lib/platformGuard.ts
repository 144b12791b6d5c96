// What the platform's HTTP server would answer before the API's router runs, answered the API's way.
// In production the Functions Framework (and in the emulator suite its runtime) is an Express app that
// decodes the path and parses JSON, text and form bodies before any handler: a malformed
// percent-encoding or a broken JSON body gets Express's HTML error page, and a compressed body is
// inflated up to the platform's limit (1 GB) in memory. So every HTTP server this process creates gets a
// listener that first:
//   - answers an address whose percent-encoding does not decode with the JSON 400;
//   - refuses a compressed body (Content-Encoding other than identity) with the JSON 415;
//   - hides the body's Content-Type from the platform's parsers, so they keep the bytes raw (`rawBody`)
//     and the router, which restores it first thing (restoreContentType), parses the body itself.
import http from 'node:http';
import { Messages } from '@confsys/domain';

type Listener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** Where the guard keeps the body's real Content-Type while the platform's parsers run. */
const hiddenType = 'x-confsys-content-type';

/** Whether the path of a request target holds a percent-encoding that does not decode as UTF-8. */
export function hasMalformedEscape(target: string): boolean {
  const path = target.split('?')[0] ?? '';
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

function refuse(res: http.ServerResponse, status: number, message: string): void {
  const body = JSON.stringify({ message });
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "frame-ancestors 'none'",
    Connection: 'close',
  });
  res.end(body);
}

/** An event delivered to a trigger (a CloudEvent, binary or structured): the platform's own business, left as it is. */
function isEventDelivery(req: http.IncomingMessage): boolean {
  return req.headers['ce-specversion'] !== undefined || String(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/cloudevents');
}

/** The listener behind the guard. */
export function guarded(listener: Listener): Listener {
  return (req, res) => {
    if (isEventDelivery(req)) {
      listener(req, res);
      return;
    }
    if (hasMalformedEscape(req.url ?? '/')) {
      refuse(res, 400, Messages.malformedAddress);
      return;
    }
    const encoding = String(req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && encoding !== 'identity' && encoding !== '') {
      refuse(res, 415, Messages.compressedBody);
      return;
    }
    const type = req.headers['content-type'];
    if (type !== undefined) {
      req.headers[hiddenType] = type;
      req.headers['content-type'] = 'application/octet-stream';
    }
    listener(req, res);
  };
}

/** Gives the request its real Content-Type back (the router's first step). */
export function restoreContentType(req: { headers: http.IncomingHttpHeaders }): void {
  const type = req.headers[hiddenType];
  if (typeof type === 'string') req.headers['content-type'] = type;
  delete req.headers[hiddenType];
}

let installed = false;

/**
 * Whether this process serves the HTTP API. Deployed, each function runs in its own service, which the
 * platform names in FUNCTION_TARGET (and the emulator in each worker); the triggers' services receive
 * events whose bodies their framework must parse, so the guard stays out of them.
 */
export function servesTheApi(env: NodeJS.ProcessEnv = process.env): boolean {
  return (env.FUNCTION_TARGET ?? 'api') === 'api' && (env.FUNCTION_SIGNATURE_TYPE ?? 'http') === 'http';
}

/** Puts the guard in front of every HTTP server created from now on in this process, if it serves the API. */
export function guardPlatformServers(): void {
  if (installed || !servesTheApi()) return;
  installed = true;
  const createServer = http.createServer;
  const wrapped = (...args: unknown[]) => {
    const index = args.findIndex((arg) => typeof arg === 'function');
    if (index >= 0) args[index] = guarded(args[index] as Listener);
    return (createServer as (...parameters: unknown[]) => http.Server).apply(http, args);
  };
  http.createServer = wrapped as typeof http.createServer;
}
