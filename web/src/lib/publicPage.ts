// What a public information page reads first: its title set, the conference's days as the public calendar
// gives them, and the conference's identity.
import { conferenceDaysOf } from '@confsys/domain';
import { usePublicCalendar } from './publicCalendar';
import { usePublicConference } from './publicConference';
import { usePageTitle } from './usePageTitle';

export function usePublicPage(title: string) {
  usePageTitle(title);
  const days = conferenceDaysOf(usePublicCalendar());
  const identity = usePublicConference();
  return { days, identity };
}
