// The API health check the app runs once on start; screens read its state with useApiHealth().
import { useSyncExternalStore } from 'react';
import { PublicApiPaths, HealthMessages, type HealthAnswer } from '@confsys/domain';
import { apiRequest } from './api';

export type ApiHealth = { state: 'checking' } | { state: 'ok'; message: string } | { state: 'down'; message: string };

const checking: ApiHealth = { state: 'checking' };
let health: ApiHealth = checking;
const listeners = new Set<() => void>();

function set(next: ApiHealth) {
  health = next;
  listeners.forEach((listener) => listener());
}

export function checkApiHealth(): Promise<void> {
  return apiRequest<HealthAnswer>(PublicApiPaths.healthcheck)
    .then((answer) => set({ state: 'ok', message: answer.message }))
    .catch(() => set({ state: 'down', message: HealthMessages.apiUnreachable }));
}

export function useApiHealth(): ApiHealth {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => health,
    // Prerendered pages are rendered, and hydrated, as if the check were still running.
    () => checking,
  );
}
