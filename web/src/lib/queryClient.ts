// The signed-in areas' one cache of API answers (TanStack Query), provided in app/FirebaseRoot. Public
// pages do not load it. Each feature's api/ files hold their query keys, fetchers and hooks.
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api';

/** Tries after the first: a short outage is ridden out, a lasting one is shown soon. */
const retries = 2;

/**
 * Whether a failed read is worth another try: the network or the server failed (5xx). A 4xx answer is
 * final; its message is what the screen shows.
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.status >= 500;
  // fetch rejects with a TypeError when the request never got an answer.
  return error instanceof TypeError;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => failureCount < retries && isRetryable(error),
      // Screens read again on a change of their own, not on every return to the tab.
      refetchOnWindowFocus: false,
      // Offline, a request fails at once with its message rather than waiting for the network.
      networkMode: 'always',
    },
    mutations: { networkMode: 'always' },
  },
  mutationCache: new MutationCache({
    // A change can show on any screen: every answer kept is read again when next shown. Each change's
    // hook reads again at once what the screen it is made from shows.
    onSuccess: () => {
      void queryClient.invalidateQueries({ refetchType: 'none' });
    },
  }),
});

/**
 * For a read that fills a form, or previews what an action will do: read afresh each time it opens, so
 * it never starts from an earlier visit's answer (the answer is dropped once nothing shows it).
 */
export const readOnEachOpen = { gcTime: 0 } as const;

/** Answers read for one user are never shown to the next: called when the signed-in user changes. */
export function forgetAnswers(): void {
  queryClient.clear();
}
