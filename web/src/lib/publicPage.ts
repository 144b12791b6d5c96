// What a public information page reads first: its title set, the current edition's name, the conference's
// days as the public calendar gives them (to be announced for a new edition without dates), and the
// conference's identity.
import { announcedDaysOf } from '@confsys/domain';
import { useAnnouncedCalendar } from './publicCalendar';
import { useCurrentEditionName, usePublicConference } from './publicConference';
import { usePageTitle } from './usePageTitle';

export function usePublicPage(title: string) {
  usePageTitle(title);
  const calendar = useAnnouncedCalendar();
  const days = announcedDaysOf(calendar);
  // The days inside a sentence: "18-19 Sep 2025", or "dates to be announced"; `when` with "on" before them.
  const daysInText = calendar ? days : days.toLowerCase();
  const identity = usePublicConference();
  const edition = useCurrentEditionName();
  return { days, daysInText, when: `on ${daysInText}`, identity, edition };
}
