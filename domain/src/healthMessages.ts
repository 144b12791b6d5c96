// The health check's two texts, which every page shows when the API cannot be reached: a module of their
// own, so the public pages, which load it, do not carry every message text (messages.ts) with it.
export const HealthMessages = {
  apiUnreachable: 'API not reachable',
  healthy: 'API is running',
} as const;
