export interface ApiServer {
  url: string;
  stop(): Promise<void>;
}
/** The port of npm test's API server, which the front door sends /api to. */
export const apiServerPort: number;
/** Whether Hosting sends a request target (path and query) to the api function. */
export function servedByApi(target: string): boolean;
export function startApiServer(options: { port: number; env: NodeJS.ProcessEnv; logPath: string }): Promise<ApiServer>;
