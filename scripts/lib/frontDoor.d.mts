export interface FrontDoor {
  port: number;
  /** Stops taking requests; resolves when every request in progress has been answered. */
  drain(): Promise<void>;
  /** Closes at once, dropping any open connection (what it fronts has stopped). */
  close(): Promise<void>;
}
/** `api`: the port that serves what Hosting rewrites to the api function, instead of Hosting. */
export function openFrontDoor(options: { host?: string; port: number; target: number; api?: number }): Promise<FrontDoor>;
/** The answer's message to an address whose percent-encoding does not decode. */
export const malformedAddress: string;
