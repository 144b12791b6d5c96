// Reading a failed request for the admin screens' error texts.
import { ApiRequestError } from '../../../lib/api';

/** The server's message, or the thrown error's text (network failures), for "Error ...: {text}". */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The server's message when it answered with the given status; undefined otherwise. */
export function messageOnStatus(error: unknown, status: number): string | undefined {
  return error instanceof ApiRequestError && error.status === status ? error.message : undefined;
}

/** The server's message for any non-2xx answer; undefined when no answer came. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.message : undefined;
}
