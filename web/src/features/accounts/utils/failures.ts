// Reading a failed request: the screens word a refusal (the server's 4xx message) differently from a
// server fault or a network failure, so these helpers tell the two apart.
import { ApiRequestError } from '../../../lib/api';

/** The server's message when it refused the request (4xx); undefined for 5xx and thrown failures. */
export function refusalMessage(error: unknown): string | undefined {
  return error instanceof ApiRequestError && error.status < 500 ? error.message : undefined;
}

/** The server's message for any non-2xx answer; undefined when no answer came (network, exceptions). */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.message : undefined;
}

/** The per-field errors a 400 answer carries, limited to the form's own fields. */
export function serverFieldErrors<K extends string>(error: unknown, fields: readonly K[]): Partial<Record<K, string>> {
  if (!(error instanceof ApiRequestError)) return {};
  const result: Partial<Record<K, string>> = {};
  for (const field of fields) {
    const message = error.errors[field];
    if (message) result[field] = message;
  }
  return result;
}
