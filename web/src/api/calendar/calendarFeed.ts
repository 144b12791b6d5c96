// The reviewer's private calendar feed: GET /api/reviewers/calendar-feed says whether a link was made and
// when; POST makes one (or a new one that replaces it) and answers the link, which is shown only then.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/apiClient';

export const calendarFeedKey = ['reviewer', 'calendarFeed'] as const;

export function useCalendarFeed() {
  return useQuery({ queryKey: calendarFeedKey, queryFn: () => callApi('calendarFeed') });
}

export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('renewCalendarFeed'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}
