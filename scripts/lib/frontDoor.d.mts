export interface FrontDoor {
  port: number;
  /** Stops taking requests; resolves when every request in progress has been answered. */
  drain(): Promise<void>;
  /** Closes at once, dropping any open connection (what it fronts has stopped). */
  close(): Promise<void>;
}
export function openFrontDoor(options: { host?: string; port: number; target: number }): Promise<FrontDoor>;
/** The answer's message to an address whose percent-encoding does not decode. */
export const malformedAddress: string;
