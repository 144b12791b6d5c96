// The benchmark's API as Cloud Run serves it (scripts/lib/apiServer.mjs), on a port of its own.
import { startApiServer, type ApiServer } from '../../scripts/lib/apiServer.mjs';

export const frameworkPort = 8091;
export const frameworkUrl = `http://127.0.0.1:${frameworkPort}`;

export type Framework = ApiServer;

export function startFramework(env: NodeJS.ProcessEnv, logPath: string): Promise<Framework> {
  return startApiServer({ port: frameworkPort, env, logPath });
}
