// The front door of `npm start`: a small reverse proxy on the public port in front of the Hosting
// emulator. Stopping the suite closes it first and waits for the requests in progress, so every answer a
// user got was written before the data is exported; requests that arrive meanwhile get a 503.
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

/**
 * Listens on `port` and forwards every request to the Hosting emulator on `target`, or, given `api`, what
 * Hosting would rewrite to the api function straight to that port (the warm API server of npm test).
 * Returns `drain()`, which stops taking requests and resolves once those in progress have been answered.
 */
export async function openFrontDoor({ host = '127.0.0.1', port, target, api }) {
  let draining = false;
  let inFlight = 0;
  let idle = () => {};

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
    const upstreamPort = api && servedByApi(req.url ?? '/') ? api : target;
    const upstream = http.request({ host, port: upstreamPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
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
