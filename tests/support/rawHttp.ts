// Requests sent exactly as written, for the hostile-input suite: fetch normalises `../` in paths and
// always sends well-formed bodies. Either through Hosting (as the SPA calls) or straight to the api
// function (as anyone can, since a deployed function has its own public URL).
import { request } from 'node:http';
import { apiServerPort } from '../../scripts/lib/apiServer.mjs';
import { appCheckHeaders } from './appCheck';
import { projectId } from './emulator';

/**
 * The site (the front door, which sends /api to the API server), Hosting itself (its rewrite to the
 * functions emulator), the functions emulator's URL, or the API server: the built api in
 * functions-framework as Cloud Run serves it (scripts/lib/apiServer.mjs).
 */
export type Via = 'hosting' | 'rewrite' | 'function' | 'framework';

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

const ports: Record<Via, number> = { hosting: 5000, rewrite: 5002, function: 5001, framework: apiServerPort };
const prefixes: Record<Via, string> = { hosting: '', rewrite: '', function: `/${projectId}/us-central1/api`, framework: '' };

export function rawCall(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string | Uint8Array; via?: Via } = {},
): Promise<RawAnswer> {
  const via = options.via ?? 'hosting';
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  // The App Check debug token as the site sends it, unless the test writes that header itself.
  const headers = { ...appCheckHeaders, ...options.headers, ...(body ? { 'Content-Length': String(body.length) } : {}) };
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port: ports[via], method, path: prefixes[via] + path, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: incoming.statusCode ?? 0, contentType: String(incoming.headers['content-type'] ?? ''), text, json });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A FormData as the bytes and Content-Type (with its boundary) a browser would send. */
export async function encodeForm(data: FormData): Promise<{ contentType: string; bytes: Buffer }> {
  const response = new Response(data);
  return { contentType: response.headers.get('content-type') ?? '', bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A hand-written multipart body: each part is [field name, value] or [field name, bytes, file name]. */
export function multipart(boundary: string, parts: Array<[string, string] | [string, Uint8Array, string]>, end = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.length === 3 ? `form-data; name="${part[0]}"; filename="${part[2]}"` : `form-data; name="${part[0]}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`), Buffer.from(part[1]), Buffer.from('\r\n'));
  }
  if (end) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
