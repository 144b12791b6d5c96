// GET /api/healthcheck: tells the SPA the API is reachable. In the emulator suite it also names the
// Node.js version the functions run on, so the tests can check it is the one production runs.
import { Messages } from '@confsys/domain';
import { inEmulator } from '../../lib/admin';
import { handles } from '../../lib/http';

export const healthcheck = handles('healthcheck', async () => ({ message: Messages.healthy, ...(inEmulator ? { node: process.version } : {}) }));
