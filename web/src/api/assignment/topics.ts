// The reviewer's topics of the call for papers: GET /api/reviewers/topics reads them with their research
// area; PUT saves them. The bidding order and the automatic assignment read them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Topic } from '@confsys/domain';
import { callApi, endpointQuery } from '../../lib/apiClient';
import { bidsKey } from './bids';

const reviewerTopicsOptions = endpointQuery('reviewerTopics', ['reviewer', 'topics']);

export const useReviewerTopics = () => useQuery(reviewerTopicsOptions);

export function useSaveReviewerTopics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (topics: Topic[]) => callApi('saveReviewerTopics', { json: { topics } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(reviewerTopicsOptions.queryKey, answer);
      // The bidding list's order and match reasons read the topics.
      void queryClient.invalidateQueries({ queryKey: bidsKey });
    },
  });
}
