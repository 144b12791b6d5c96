export interface FrontDoor {
  port: number;
  /** Stops taking requests; resolves when every request in progress has been answered. */
  drain(): Promise<void>;
  /** Closes at once, dropping any open connection (what it fronts has stopped). */
  close(): Promise<void>;
}
/**
 * `api`: the port that serves what Hosting rewrites to the api function, instead of Hosting.
 * `callerNamesAddress`: pass X-Forwarded-For on as the caller wrote it (the test suites); by default the
 * door appends the address it took the connection from, as Google's front end does.
 */
export function openFrontDoor(options: { host?: string; port: number; target: number; api?: number; callerNamesAddress?: boolean }): Promise<FrontDoor>;
/** The request's X-Forwarded-For with the connection's address appended. */
export function forwardedFor(headers: Record<string, string | string[] | undefined>, socketAddress: string | undefined): string;
/** The answer's message to an address whose percent-encoding does not decode. */
export const malformedAddress: string;
