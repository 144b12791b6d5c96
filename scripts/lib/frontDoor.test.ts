import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { Messages } from '@confsys/domain';
import { malformedAddress, openFrontDoor } from './frontDoor.mjs';

let backend: http.Server | null = null;

/** A stand-in for the Hosting emulator: answers after `delayMs`, echoing the method, path and body. */
async function startBackend(delayMs: number): Promise<number> {
  backend = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      setTimeout(() => {
        res.writeHead(201, { 'Content-Type': 'application/json', 'X-Backend': 'yes' });
        res.end(JSON.stringify({ method: req.method, path: req.url, body, forwardedFor: req.headers['x-forwarded-for'] ?? null }));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => backend!.listen(0, '127.0.0.1', resolve));
  return (backend.address() as { port: number }).port;
}

afterEach(async () => {
  await new Promise((resolve) => (backend ? backend.close(resolve) : resolve(undefined)));
  backend = null;
});

describe('the front door of npm start', () => {
  it('forwards requests with their method, path, body, status and headers', async () => {
    const door = await openFrontDoor({ port: 0, target: await startBackend(0) });
    const answer = await fetch(`http://127.0.0.1:${door.port}/api/x?y=1`, { method: 'POST', body: 'hello' });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-backend')).toBe('yes');
    expect(await answer.json()).toEqual({ method: 'POST', path: '/api/x?y=1', body: 'hello', forwardedFor: '127.0.0.1' });
    await door.drain();
  });

  it("appends the caller's address to what the caller wrote in X-Forwarded-For, as Google's front end does, unless the caller names it (the suites)", async () => {
    const target = await startBackend(0);
    const door = await openFrontDoor({ port: 0, target });
    const seen = async (port: number, header?: string) => ((await (await fetch(`http://127.0.0.1:${port}/api/x`, { headers: header ? { 'X-Forwarded-For': header } : {} })).json()) as { forwardedFor: string | null }).forwardedFor;
    expect(await seen(door.port, '203.0.113.9, 10.0.0.1')).toBe('203.0.113.9, 10.0.0.1, 127.0.0.1');
    expect(await seen(door.port)).toBe('127.0.0.1');
    const suites = await openFrontDoor({ port: 0, target, callerNamesAddress: true });
    expect(await seen(suites.port, '198.51.100.7')).toBe('198.51.100.7');
    await Promise.all([door.drain(), suites.drain()]);
  });

  it('answers the requests in progress before a stop completes, and takes no new ones', async () => {
    const door = await openFrontDoor({ port: 0, target: await startBackend(400) });
    const url = `http://127.0.0.1:${door.port}/api/slow`;
    const inProgress = fetch(url, { method: 'POST', body: 'acknowledged' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    let drained = false;
    const draining = door.drain().then(() => (drained = true));
    const late = await fetch(url).then((answer) => answer.status, () => 'refused');
    expect([503, 'refused']).toContain(late);
    expect(drained).toBe(false);
    const answer = await inProgress;
    expect(answer.status).toBe(201);
    expect((await answer.json()).body).toBe('acknowledged');
    await draining;
    expect(drained).toBe(true);
  });

  it("answers an address that does not decode with the API's JSON 400, before Hosting sees it", async () => {
    expect(malformedAddress).toBe(Messages.malformedAddress);
    const door = await openFrontDoor({ port: 0, target: await startBackend(0) });
    for (const path of ['/api/admin/publish/%E0%A4%A', '/api/%', '/%C0%AF?x=1']) {
      const answer = await fetch(`http://127.0.0.1:${door.port}${path}`);
      expect(answer.status, path).toBe(400);
      expect(await answer.json()).toEqual({ message: Messages.malformedAddress });
    }
    // A malformed query is the handler's to judge: it passes.
    expect((await fetch(`http://127.0.0.1:${door.port}/api/x?q=%E0%A4%A`)).status).toBe(201);
    await door.drain();
  });

  it('closes at once with a keep-alive connection still open, as npm test does once the emulators have stopped', async () => {
    const door = await openFrontDoor({ port: 0, target: await startBackend(0) });
    const agent = new http.Agent({ keepAlive: true });
    const status = await new Promise<number>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port: door.port, path: '/api/x', agent }, (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      }).on('error', reject);
    });
    expect(status).toBe(201);
    const started = Date.now();
    await door.close();
    expect(Date.now() - started).toBeLessThan(500);
    agent.destroy();
  });

  it("sends what Hosting rewrites to the api function to the API server, and everything else to Hosting", async () => {
    const hosting = await startBackend(0);
    const api = http.createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ server: 'api', path: req.url }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const door = await openFrontDoor({ port: 0, target: hosting, api: (api.address() as { port: number }).port });
    const reached = async (path: string) => ((await (await fetch(`http://127.0.0.1:${door.port}${path}`)).json()) as { server?: string }).server ?? 'hosting';
    try {
      for (const path of ['/api/healthcheck', '/api/admin/getpapers?pageSize=5', '/conregister', '/conregister?x=1']) expect(await reached(path), path).toBe('api');
      for (const path of ['/', '/apidocs', '/conregister/x', '/admin/api/x', '/callforpapers?api=/api/']) expect(await reached(path), path).toBe('hosting');
    } finally {
      await door.drain();
      await new Promise((resolve) => api.close(resolve));
    }
  });

  it('answers an immutable file from its own copy after the first request, per encoding, and passes on everything else', async () => {
    const hits: string[] = [];
    backend = http.createServer((req, res) => {
      hits.push(`${req.url} ${req.headers['accept-encoding'] ?? ''}`);
      const immutable = req.url!.startsWith('/assets/');
      res.writeHead(200, {
        'Content-Type': 'text/javascript',
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'max-age=3600',
        'Content-Security-Policy': "default-src 'self'",
        ...(req.headers['accept-encoding'] === 'gzip' ? { 'X-Encoded': 'gzip' } : {}),
      });
      res.end(`body of ${req.url} for ${req.headers['accept-encoding'] ?? 'anyone'}`);
    });
    await new Promise<void>((resolve) => backend!.listen(0, '127.0.0.1', resolve));
    const door = await openFrontDoor({ port: 0, target: (backend.address() as { port: number }).port });
    const get = (path: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${door.port}${path}`, { headers });
    try {
      for (let round = 0; round < 3; round++) {
        const answer = await get('/assets/app-1a2b.js', { 'Accept-Encoding': 'gzip' });
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-security-policy')).toBe("default-src 'self'");
        expect(answer.headers.get('x-encoded')).toBe('gzip');
        expect(await answer.text()).toBe('body of /assets/app-1a2b.js for gzip');
      }
      expect(await (await get('/assets/app-1a2b.js', { 'Accept-Encoding': 'br' })).text()).toBe('body of /assets/app-1a2b.js for br');
      expect(await (await get('/assets/app-1a2b.js', { 'Accept-Encoding': 'br' })).text()).toBe('body of /assets/app-1a2b.js for br');
      // A page, a conditional request and a HEAD go to Hosting every time.
      for (let round = 0; round < 2; round++) await (await get('/callforpapers')).text();
      await (await get('/assets/app-1a2b.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': '"x"' })).text();
      await fetch(`http://127.0.0.1:${door.port}/assets/app-1a2b.js`, { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
      expect(hits).toEqual([
        '/assets/app-1a2b.js gzip',
        '/assets/app-1a2b.js br',
        '/callforpapers gzip, deflate',
        '/callforpapers gzip, deflate',
        '/assets/app-1a2b.js gzip',
        '/assets/app-1a2b.js gzip',
      ]);
    } finally {
      await door.drain();
    }
  });
});
