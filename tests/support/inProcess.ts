// Calls the API's router in this process, without HTTP: for what the emulators cannot carry (paths
// they refuse before our code runs) and for routes made up by a test.
import { createRouter, type Route } from '../../functions/src/lib/http';

export interface RouterAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

/** The router's answer to a request without a body (GET, DELETE). */
export async function callRouter(routes: readonly Route[], method: string, path: string): Promise<RouterAnswer> {
  const handle = createRouter(routes);
  const answer = { status: 200, body: undefined as unknown, headers: {} as Record<string, string>, headersSent: false };
  const res = {
    get headersSent() {
      return answer.headersSent;
    },
    set(name: string, value: string) {
      answer.headers[name] = value;
      return res;
    },
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(body: unknown) {
      answer.body = body;
      answer.headersSent = true;
      return res;
    },
    end() {
      answer.headersSent = true;
      return res;
    },
  };
  await handle({ method, originalUrl: path, url: path, headers: {} } as never, res as never);
  return { status: answer.status, body: answer.body, headers: answer.headers };
}
