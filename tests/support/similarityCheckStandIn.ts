// A local stand-in for the Similarity Check's API (iThenticate v2, the Turnitin Core API), for the tests of
// the optional external check: it keeps submissions in memory, wants the key as a bearer token and the
// integration's headers, takes a PDF upload, reports processing once before each result, and records every
// request it received so a test can read what left the product.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface SimilarityCheckStandIn {
  url: string;
  requests: StandInRequest[];
  /** The PDFs uploaded, by submission ID. */
  uploads: Map<string, Buffer>;
  /** The submissions created, with the title each was given. */
  titles: Map<string, string>;
  close(): Promise<void>;
}

export async function startSimilarityCheckStandIn(key: string, overallMatch: number): Promise<SimilarityCheckStandIn> {
  const requests: StandInRequest[] = [];
  const uploads = new Map<string, Buffer>();
  const titles = new Map<string, string>();
  const polls = new Map<string, number>();
  const requested = new Set<string>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = request.url ?? '';
      requests.push({ method: request.method ?? '', path, headers: request.headers, body });
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.headers.authorization !== `Bearer ${key}` || !request.headers['x-turnitin-integration-name']) return answer(401, { message: 'Unauthorized' });
      const match = /^\/api\/v1\/submissions(?:\/([\w-]+)(\/original|\/similarity)?)?$/.exec(path);
      if (!match) return answer(404, { message: 'Not found' });
      const [, id, part] = match;
      if (!id && request.method === 'POST') {
        const created = randomUUID();
        titles.set(created, String((JSON.parse(body.toString('utf8')) as { title?: unknown }).title ?? ''));
        return answer(201, { id: created, status: 'CREATED' });
      }
      if (!id || !titles.has(id)) return answer(404, { message: 'No such submission' });
      // Processing once, then the result: each poll of a step answers PROCESSING first.
      const ready = (step: string) => {
        const seen = (polls.get(`${id}${step}`) ?? 0) + 1;
        polls.set(`${id}${step}`, seen);
        return seen > 1;
      };
      if (part === '/original' && request.method === 'PUT') {
        if (!body.subarray(0, 5).equals(Buffer.from('%PDF-'))) return answer(400, { message: 'Not a PDF' });
        uploads.set(id, body);
        return answer(202, { message: 'Uploaded' });
      }
      if (!part && request.method === 'GET') return answer(200, { id, status: uploads.has(id) && ready('') ? 'COMPLETE' : 'PROCESSING' });
      if (part === '/similarity' && request.method === 'PUT') {
        requested.add(id);
        return answer(202, { message: 'Requested' });
      }
      if (part === '/similarity' && request.method === 'GET') {
        if (!requested.has(id)) return answer(404, { message: 'No report requested' });
        return answer(200, ready('/similarity') ? { status: 'COMPLETE', overall_match_percentage: overallMatch } : { status: 'PROCESSING' });
      }
      return answer(405, { message: 'Method not allowed' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, uploads, titles, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
