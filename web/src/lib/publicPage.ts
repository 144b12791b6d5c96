// What a public information page reads first: its title set, the current edition's name, the conference's
// days as the public calendar gives them (to be announced for a new edition without dates), and the
// conference's identity.
import { conferenceDaysOf, datesToBeAnnounced } from '@confsys/domain';
import { useAnnouncedCalendar } from './publicCalendar';
import { useCurrentEditionName, usePublicConference } from './publicConference';
import { usePageTitle } from './usePageTitle';

export function usePublicPage(title: string) {
  usePageTitle(title);
  const calendar = useAnnouncedCalendar();
  const days = calendar ? conferenceDaysOf(calendar) : datesToBeAnnounced;
  // The days in a sentence: "held on 18-19 Sep 2025", or "held on dates to be announced".
  const when = `on ${calendar ? days : days.toLowerCase()}`;
  const identity = usePublicConference();
  const edition = useCurrentEditionName();
  return { days, when, identity, edition };
}
