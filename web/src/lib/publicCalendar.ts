// The conference calendar as the SPA shows it, fetched once per page load from GET /api/public/calendar
// and shared by every component that shows a date. No Firebase and no zod: the answer is read as plain
// JSON. The public pages show the calendar the edition was built with first (the prerendered HTML has
// it, so the first paint needs no request) and the chair's current calendar once it arrives.
import { PublicApiPaths, builtEdition, editionCalendar, type CalendarValues } from '@confsys/domain';
import { publicResource } from './publicResource';
import { useCurrentEditionName } from './publicConference';

/** Where the fetch stands: the stored calendar once read (null when the chair has set none). */
export type CalendarState = { status: 'loading' } | { status: 'ready'; calendar: CalendarValues | null } | { status: 'error' };

const useStoredCalendar = publicResource<{ calendar: CalendarValues | null }>(PublicApiPaths.publicCalendar);

/** The stored calendar as it loads (the server renders `loading`). */
export function useCalendarState(): CalendarState {
  const state = useStoredCalendar();
  return state.status === 'ready' ? { status: 'ready', calendar: state.answer.calendar } : state;
}

/** The calendar to show on the public pages: the edition's until the current one arrives (and when none is stored). */
export function usePublicCalendar(): CalendarValues {
  const current = useCalendarState();
  return current.status === 'ready' && current.calendar ? current.calendar : editionCalendar;
}

/**
 * The calendar the public pages announce: the stored one; the built edition's while none is stored; and
 * none (null) for a later edition whose chair has not set its dates yet, whose pages say the dates are to
 * be announced rather than show the last edition's.
 */
export function useAnnouncedCalendar(): CalendarValues | null {
  const current = useCalendarState();
  const edition = useCurrentEditionName();
  if (current.status === 'ready' && current.calendar) return current.calendar;
  if (current.status === 'ready' && edition !== builtEdition.name) return null;
  return editionCalendar;
}
