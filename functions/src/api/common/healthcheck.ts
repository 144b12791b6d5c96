// GET /api/healthcheck: tells the SPA the API is reachable.
import { Messages, type HealthResponse } from '@confsys/domain';
import type { Handler } from '../../lib/http';

export const healthcheck: Handler = async (): Promise<HealthResponse> => ({ message: Messages.healthy });
