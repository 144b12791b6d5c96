export interface FrontDoor {
  port: number;
  /** Stops taking requests; resolves when every request in progress has been answered. */
  drain(): Promise<void>;
}
export function openFrontDoor(options: { host?: string; port: number; target: number }): Promise<FrontDoor>;
