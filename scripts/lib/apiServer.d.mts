export interface ApiServer {
  url: string;
  stop(): Promise<void>;
}
/** Whether Hosting sends a request target (path and query) to the api function. */
export function servedByApi(target: string): boolean;
export function startApiServer(options: { port: number; env: NodeJS.ProcessEnv; logPath: string }): Promise<ApiServer>;
