// The front door of `npm start`: a small reverse proxy on the public port in front of the Hosting
// emulator. Stopping the suite closes it first and waits for the requests in progress, so every answer a
// user got was written before the data is exported; requests that arrive meanwhile get a 503. Like
// Hosting's CDN, it keeps the files Hosting marks immutable (the SPA's hashed assets) and answers them
// itself after the first request, so a new browser does not have the emulator read and compress them again.
// Like Google's front end, it appends the address it took the connection from to X-Forwarded-For, so the
// throttles count the caller's real address and whatever a caller writes in the header stands to the
// left of it (functions/src/lib/accounts/throttle.ts clientAddress); the test suites' own door passes the
// header on as written, since each suite names the client address it plays there.
import http from 'node:http';
import { servedByApi } from './apiServer.mjs';

const restarting = JSON.stringify({ message: 'The conference system is restarting. Please try again in a minute.' });
/** The API's answer to an address whose percent-encoding does not decode (Messages.malformedAddress; the Hosting emulator would answer a 500). */
export const malformedAddress = 'The address contains an invalid escape sequence.';

/** Whether the path of a request target holds a percent-encoding that does not decode. */
function malformed(target) {
  try {
    decodeURIComponent(target.split('?')[0]);
    return false;
  } catch {
    return true;
  }
}

/** The most the kept files may weigh, all encodings together; past it, answers are passed on and not kept. */
const edgeCacheBytes = 64 * 1024 * 1024;
/** Headers of a kept answer that belong to its connection or its moment, not to the file. */
const perConnection = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

/**
 * The edge's copies of immutable files: the status, headers and body Hosting answered, by address and by
 * the encodings the browser accepts (Hosting compresses for the encodings asked; its answers vary by them).
 */
function edgeCache() {
  const kept = new Map();
  let bytes = 0;
  const keyOf = (req) => `${req.url}\n${req.headers['accept-encoding'] ?? ''}`;
  return {
    /** Answers the request from a kept copy; false when there is none to answer it with. */
    answer(req, res) {
      if (req.method !== 'GET' || req.headers.range || req.headers['if-none-match'] || req.headers['if-modified-since']) return false;
      const copy = kept.get(keyOf(req));
      if (!copy) return false;
      res.writeHead(copy.status, [...copy.headers, 'Content-Length', String(copy.body.length)]);
      res.end(copy.body);
      return true;
    },
    /** Keeps Hosting's answer to a plain GET when it says the file never changes, as it passes through. */
    watch(req, answer) {
      const cacheControl = String(answer.headers['cache-control'] ?? '');
      if (req.method !== 'GET' || req.headers.range || answer.statusCode !== 200 || !/\bimmutable\b/.test(cacheControl) || !/\bpublic\b/.test(cacheControl)) return;
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        if (!answer.complete || bytes + body.length > edgeCacheBytes) return;
        const headers = [];
        for (let index = 0; index < answer.rawHeaders.length; index += 2) {
          if (!perConnection.has(answer.rawHeaders[index].toLowerCase())) headers.push(answer.rawHeaders[index], answer.rawHeaders[index + 1]);
        }
        const key = keyOf(req);
        if (kept.has(key)) return;
        kept.set(key, { status: answer.statusCode, headers, body });
        bytes += body.length;
      });
    },
  };
}

/** The request's X-Forwarded-For with the address the connection came from appended, as Google's front end does. */
export function forwardedFor(headers, socketAddress) {
  const written = [headers['x-forwarded-for']].flat().filter((entry) => typeof entry === 'string' && entry.trim() !== '');
  return [...written, socketAddress ?? 'unknown'].join(', ');
}

/**
 * Listens on `port` and forwards every request to the Hosting emulator on `target`, or, given `api`, what
 * Hosting would rewrite to the api function straight to that port (the warm API server of npm test).
 * It appends the caller's address to X-Forwarded-For unless `callerNamesAddress` (the test suites').
 * Returns `drain()`, which stops taking requests and resolves once those in progress have been answered.
 */
export async function openFrontDoor({ host = '127.0.0.1', port, target, api, callerNamesAddress = false }) {
  let draining = false;
  let inFlight = 0;
  let idle = () => {};
  const edge = edgeCache();

  const server = http.createServer((req, res) => {
    if (draining) {
      res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close', 'Retry-After': '60' });
      res.end(restarting);
      return;
    }
    if (malformed(req.url ?? '/')) {
      res.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
      res.end(JSON.stringify({ message: malformedAddress }));
      return;
    }
    const upstreamPort = api && servedByApi(req.url ?? '/') ? api : target;
    if (upstreamPort === target && edge.answer(req, res)) return;
    // A request is done when the emulator has finished it and the answer has left, even if the visitor
    // went away meanwhile (the work it started still completes before the data is exported).
    inFlight += 1;
    let open = 2;
    const finish = () => {
      open -= 1;
      if (open > 0) return;
      inFlight -= 1;
      if (inFlight === 0) idle();
    };
    const headers = callerNamesAddress ? req.headers : { ...req.headers, 'x-forwarded-for': forwardedFor(req.headers, req.socket.remoteAddress) };
    const upstream = http.request({ host, port: upstreamPort, method: req.method, path: req.url, headers }, (answer) => {
      if (upstreamPort === target) edge.watch(req, answer);
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    });
    upstream.once('close', finish);
    res.once('close', () => {
      // A visitor who left before sending the whole body started nothing: drop the half-sent request.
      if (!req.complete) upstream.destroy();
      finish();
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(res.headersSent ? undefined : JSON.stringify({ message: 'The conference system is not reachable right now.' }));
    });
    req.pipe(upstream);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });

  return {
    /** The port it listens on (useful when asked for port 0). */
    port: server.address().port,
    /** Closes at once, dropping any open connection: for when what it fronts has already stopped (npm test). */
    async close() {
      draining = true;
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    },
    /** Stops taking requests; resolves when every request in progress has been answered. */
    async drain() {
      draining = true;
      const closed = new Promise((resolve) => server.close(resolve));
      // Uploads are answered within seconds; a minute is the most a stop waits for them.
      if (inFlight > 0) await new Promise((resolve) => ((idle = resolve), setTimeout(resolve, 60_000).unref()));
      server.closeIdleConnections();
      // Sockets still open are idle keep-alive connections: nothing more will be answered on them.
      setTimeout(() => server.closeAllConnections(), 1000).unref();
      await closed;
    },
  };
}
