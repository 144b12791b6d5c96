// A change made through one endpoint of the table, as a TanStack mutation: the hook's variables make the
// call, and the cached reads the change makes stale are read again once it succeeds. Pending and failed
// states are the mutation's own (isPending, error); no screen keeps a flag of its own for them.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { EndpointName } from '@confsys/domain';
import { callEndpoint, type ApiCall } from './apiClient';

export function useApiMutation<N extends EndpointName, V = void>(name: N, toCall: (variables: V) => ApiCall<N>, stale: readonly QueryKey[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => callEndpoint(name, toCall(variables)),
    onSuccess: () => {
      for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
