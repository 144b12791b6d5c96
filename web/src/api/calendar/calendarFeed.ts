// The reviewer's private calendar feed: GET /api/reviewers/calendar-feed says whether a link was made and
// when; POST makes one (or a new one that replaces it) and answers the link, which is shown only then.
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/apiClient';
import { useApiMutation } from '../../lib/useApiMutation';

const calendarFeedOptions = endpointQuery('calendarFeed', ['reviewer', 'calendarFeed']);

export const useCalendarFeed = () => useQuery(calendarFeedOptions);

export const useRenewCalendarFeed = () => useApiMutation('renewCalendarFeed', () => ({}), [calendarFeedOptions.queryKey]);
