// GET /api/healthcheck: tells the SPA the API is reachable. In the emulator suite it also names the
// Node.js version the functions run on, so the tests can check it is the one production runs.
import { Messages, type HealthResponse } from '@confsys/domain';
import { inEmulator } from '../../lib/admin';
import type { Handler } from '../../lib/http';

export const healthcheck: Handler = async (): Promise<HealthResponse> => ({ message: Messages.healthy, ...(inEmulator ? { node: process.version } : {}) });
