// The reviewer's topics of the call for papers: GET /api/reviewers/topics reads them with their research
// area; PUT saves them. The bidding order and the automatic assignment read them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Topic } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';
import { bidsKey } from './bids';

export const reviewerTopicsKey = ['reviewer', 'topics'] as const;

export function useReviewerTopics() {
  return useQuery({ queryKey: reviewerTopicsKey, queryFn: () => callApi('reviewerTopics') });
}

export function useSaveReviewerTopics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (topics: Topic[]) => callApi('saveReviewerTopics', { json: { topics } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(reviewerTopicsKey, answer);
      // The bidding list's order and match reasons read the topics.
      void queryClient.invalidateQueries({ queryKey: bidsKey });
    },
  });
}
