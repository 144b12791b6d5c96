// The SPA's HTTP client for the functions API. It carries no Firebase code: signed-in areas register a
// token source, so public pages can call public endpoints without loading the SDK.
import { AppCheckHeader, EditionHeader, editionNotFoundMessage, type ApiError } from '@confsys/domain';
import { editionHeaders, setReadingEdition } from './readingEdition';

type TokenSource = () => Promise<string | null>;
let tokenSource: TokenSource = async () => null;

export function setTokenSource(source: TokenSource): void {
  tokenSource = source;
}

/** The signed-in user's ID token from the registered source, or null (public pages, signed out). */
export function currentToken(): Promise<string | null> {
  return tokenSource();
}

/** Every publisher's check of a refused camera-ready file (422), passed or not, as the error answer lists them. */
export type RefusedFileChecks = NonNullable<ApiError['checks']>;

/** A non-2xx answer: the status and the server's message, for the screens' error texts. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
    /** Every check of a camera-ready file the publisher's checks refused (422); empty otherwise. */
    readonly checks: RefusedFileChecks = [],
  ) {
    super(message);
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  form?: FormData;
}

/** An App Check token for a write (lib/appCheck.ts, loaded with the SDK on the first write, so reading pages never load it). */
async function appCheckToken(): Promise<string | null> {
  const { appCheckToken } = await import('./appCheck');
  return appCheckToken();
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...editionHeaders() };
  const token = await tokenSource();
  if (token) headers.Authorization = `Bearer ${token}`;
  const method = options.method ?? (options.json !== undefined || options.form ? 'POST' : 'GET');
  if (method !== 'GET') {
    const appCheck = await appCheckToken();
    if (appCheck) headers[AppCheckHeader] = appCheck;
  }
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const response = await fetch(path, { method, headers, body });
  const data = (await response.json().catch(() => null)) as (T & Partial<ApiError>) | null;
  if (!response.ok) {
    if (response.status === 404 && data?.message === editionNotFoundMessage && EditionHeader in headers) {
      // The archive being read is no longer in the registry: the current edition is read again, and a
      // read is asked again of it (a change is not: it was meant for the archive).
      setReadingEdition(null);
      if (method === 'GET') return apiRequest<T>(path, options);
    }
    throw new ApiRequestError(response.status, data?.message ?? response.statusText ?? 'Request failed', data?.errors, data?.checks);
  }
  return data as T;
}
