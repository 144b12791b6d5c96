import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { guarded, hasMalformedEscape, restoreContentType, servesTheApi } from './platformGuard';

function request(url: string, headers: http.IncomingHttpHeaders): http.IncomingMessage {
  return { url, headers: { ...headers } } as http.IncomingMessage;
}

function response() {
  const sent: { status?: number; body?: string } = {};
  return { sent, res: { writeHead: (status: number) => (sent.status = status), end: (body: string) => (sent.body = body) } as unknown as http.ServerResponse };
}

describe('the platform guard', () => {
  it('is installed only where the API is served, never in a trigger’s service', () => {
    expect(servesTheApi({})).toBe(true);
    expect(servesTheApi({ FUNCTION_TARGET: 'api' })).toBe(true);
    expect(servesTheApi({ FUNCTION_TARGET: 'countPapers' })).toBe(false);
    expect(servesTheApi({ FUNCTION_TARGET: 'api', FUNCTION_SIGNATURE_TYPE: 'cloudevent' })).toBe(false);
  });

  it('hides a body’s type from the platform’s parsers and gives it back to the router', () => {
    let seen: http.IncomingMessage | undefined;
    const req = request('/api/authors/login', { 'content-type': 'application/json', 'content-length': '2' });
    guarded((incoming) => (seen = incoming))(req, response().res);
    expect(seen?.headers['content-type']).toBe('application/octet-stream');
    restoreContentType(seen!);
    expect(seen?.headers['content-type']).toBe('application/json');
  });

  it('leaves an event delivery to a trigger exactly as it came', () => {
    let seen: http.IncomingMessage | undefined;
    const binary = request('/', { 'content-type': 'application/protobuf', 'ce-specversion': '1.0', 'content-encoding': 'gzip', 'content-length': '10' });
    guarded((incoming) => (seen = incoming))(binary, response().res);
    expect(seen?.headers['content-type']).toBe('application/protobuf');
    const structured = request('/', { 'content-type': 'application/cloudevents+json', 'content-length': '10' });
    guarded((incoming) => (seen = incoming))(structured, response().res);
    expect(seen?.headers['content-type']).toBe('application/cloudevents+json');
  });

  it('answers a malformed address and a compressed body itself, with the JSON error', () => {
    const malformed = response();
    guarded(() => expect.unreachable())(request('/api/x/%E0%A4%A', {}), malformed.res);
    expect(malformed.sent).toEqual({ status: 400, body: JSON.stringify({ message: 'The address contains an invalid escape sequence.' }) });
    const compressed = response();
    guarded(() => expect.unreachable())(request('/api/authors/login', { 'content-encoding': 'gzip', 'content-length': '20' }), compressed.res);
    expect(compressed.sent.status).toBe(415);
    expect(hasMalformedEscape('/api/x?q=%E0')).toBe(false);
  });
});
