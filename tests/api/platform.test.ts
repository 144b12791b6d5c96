// What the platform's server would answer before the router runs, answered the API's way: a malformed
// address, a broken or non-object JSON body, a compressed body. Through the site (the front door), at
// the function's own URL as production serves it (the built api in functions-framework, an Express app
// that decodes paths and parses bodies before any handler; platformGuard.ts), and the bodies through
// Hosting's rewrite to the functions emulator too.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Messages } from '@confsys/domain';
import { rawCall, type Via } from '../support/rawHttp';

// A malformed address never reaches Hosting: the front door answers it (the Hosting emulator answers 500).
describe.each(['hosting', 'framework'] as Via[])('through %s', (via) => {
  it.each(['/api/admin/publish/%E0%A4%A', '/api/authors/get-payment/%', '/api/%C0%AF/x', '/api/healthcheck%FF'])('answers the malformed address %s with the JSON 400', async (path) => {
    const answer = await rawCall('GET', path, { via });
    expect(answer.status).toBe(400);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(answer.json).toEqual({ message: Messages.malformedAddress });
  });
});

describe.each(['hosting', 'rewrite', 'framework'] as Via[])('a body through %s', (via) => {
  it.each([
    ['broken JSON', '{"email":', Messages.malformedJson],
    ['a bare word', 'nul', Messages.malformedJson],
    ['JSON that is not an object', 'true', 'The request body must be a JSON object.'],
    ['an array', '[1,2]', 'The request body must be a JSON object.'],
  ])('answers %s with the JSON 400 naming it', async (_name, body, message) => {
    const answer = await rawCall('POST', '/api/authors/login', { via, headers: { 'Content-Type': 'application/json' }, body });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message });
  });

  it('refuses a compressed body instead of inflating it: a 10 KB gzip of 10 MB', async () => {
    const bomb = gzipSync(Buffer.alloc(10 * 1024 * 1024, 0x20), { level: 9 });
    expect(bomb.length).toBeLessThan(20_000);
    const answer = await rawCall('POST', '/api/authors/login', { via, headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, body: bomb });
    expect(answer.status).toBe(415);
    expect(answer.json).toEqual({ message: Messages.compressedBody });
  });

  it('still takes a JSON body and a form body as before', async () => {
    const login = await rawCall('POST', '/api/authors/login', { via, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify({ email: 'nobody@example.org', password: 'wrong-password' }) });
    expect(login.status).toBe(401);
    const form = await rawCall('POST', '/api/authors/login', { via, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'email=a%40b.org&password=x' });
    expect(form.status).toBe(415);
    expect(form.json).toEqual({ message: Messages.expectedJson });
  });
});

// A GET with a body is the server's to judge: the Hosting emulator waits on one until it times out (504),
// so this is asked of the function's own server only.
describe('a body where the operation takes none', () => {
  it('is ignored whatever charset it claims, but refuses one that claims JSON and does not parse', async () => {
    expect((await rawCall('GET', '/api/healthcheck', { via: 'framework', headers: { 'Content-Type': 'application/json; charset=klingon' }, body: '{}' })).status).toBe(200);
    expect((await rawCall('GET', '/api/healthcheck', { via: 'framework', headers: { 'Content-Type': 'text/plain' }, body: 'anything' })).status).toBe(200);
    const broken = await rawCall('GET', '/api/healthcheck', { via: 'framework', headers: { 'Content-Type': 'application/json' }, body: '{"a":' });
    expect(broken.status).toBe(400);
    expect(broken.json).toEqual({ message: Messages.malformedJson });
  });

});
