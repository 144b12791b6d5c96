// Domain errors carry the HTTP status and message the caller should see; the router turns them into JSON.
import { Messages, checkRequest, type CameraReadyCheck } from '@confsys/domain';
import type { z } from 'zod/mini';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** Seconds after which the request may be tried again (the Retry-After header). */
    readonly retryAfter?: number,
    /** Conflicts of interest that refused an assignment (the answer's `conflicts`). */
    readonly conflicts?: ReadonlyArray<{ reviewerId: string; name: string; reasons: string[] }>,
    /** A camera-ready file's publisher's checks, when one failed (the answer's `checks`). */
    readonly checks?: readonly CameraReadyCheck[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const gone = (message: string) => new HttpError(410, message);
export const tooLarge = (message: string) => new HttpError(413, message);
export const unsupported = (message: string) => new HttpError(415, message);
export const tooManyRequests = (message: (seconds: number) => string, retryAfterSeconds: number) =>
  new HttpError(429, message(retryAfterSeconds), undefined, retryAfterSeconds);

/** An assignment refused for conflicts of interest: a 409 whose answer lists them with their reasons. */
export const conflictsOfInterest = (message: string, conflicts: ReadonlyArray<{ reviewerId: string; name: string; reasons: string[] }>) =>
  new HttpError(409, message, undefined, undefined, conflicts);

/** A camera-ready file that fails the publisher's checks: a 422 whose answer lists every check. */
export const failedChecks = (message: string, checks: readonly CameraReadyCheck[]) => new HttpError(422, message, undefined, undefined, undefined, checks);

/** The data of a request part checked against its schema, or a 400 naming the first problem with every field's. */
export function parseRequest<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const checked = checkRequest(schema, input);
  if (checked.errors) {
    const first = Object.values(checked.errors)[0] ?? Messages.invalidRequest;
    throw badRequest(first, checked.errors);
  }
  return checked.data;
}
