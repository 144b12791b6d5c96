// A change made through one endpoint of the table, as a TanStack mutation: the hook's variables make the
// call, and the cached reads the change makes stale are read again once it succeeds. Pending and failed
// states are the mutation's own (isPending, error); no screen keeps a flag of its own for them.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { EndpointName } from '@confsys/domain';
import { callEndpoint, type ApiCall } from './apiClient';

/** `queue`: calls sharing it go one after another in the order made, so the last one is what is kept. */
export function useApiMutation<N extends EndpointName, V = void>(name: N, toCall: (variables: V) => ApiCall<N>, stale: readonly QueryKey[] = [], queue?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...(queue ? { scope: { id: queue } } : {}),
    mutationFn: (variables: V) => callEndpoint(name, toCall(variables)),
    onSuccess: () => {
      for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
