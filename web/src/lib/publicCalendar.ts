// The conference calendar as the SPA shows it, fetched once per page load from GET /api/public/calendar
// and shared by every component that shows a date. No Firebase and no zod: the answer is read as plain
// JSON. The public pages show the calendar the edition was built with first (the prerendered HTML has
// it, so the first paint needs no request) and the chair's current calendar once it arrives.
import { useEffect, useSyncExternalStore } from 'react';
import { ApiPaths, editionCalendar, type CalendarValues } from '@confsys/domain';
import { apiRequest } from './api';

/** Where the fetch stands: the stored calendar once read (null when the chair has set none). */
export type CalendarState = { status: 'loading' } | { status: 'ready'; calendar: CalendarValues | null } | { status: 'error' };

let state: CalendarState = { status: 'loading' };
let requested = false;
const listeners = new Set<() => void>();

function settle(next: CalendarState): void {
  state = next;
  for (const listener of listeners) listener();
}

function load(): void {
  if (requested) return;
  requested = true;
  apiRequest<{ calendar: CalendarValues | null }>(ApiPaths.publicCalendar).then(
    ({ calendar }) => settle({ status: 'ready', calendar }),
    () => settle({ status: 'error' }),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const loading: CalendarState = { status: 'loading' };

/** The stored calendar as it loads (the server renders `loading`). */
export function useCalendarState(): CalendarState {
  useEffect(load, []);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => loading,
  );
}

/** The calendar to show on the public pages: the edition's until the current one arrives (and when none is stored). */
export function usePublicCalendar(): CalendarValues {
  const current = useCalendarState();
  return current.status === 'ready' && current.calendar ? current.calendar : editionCalendar;
}
