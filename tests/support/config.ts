// Suites that change the conference's settings put them back afterwards, so the next suite meets them
// as they were.
import type { Calendar } from '@confsys/domain';
import { db } from './admin';
import { call } from './emulator';

/**
 * Remembers the calendar (as the site shows it) and the config documents at `paths`; the function it
 * returns puts them back: the calendar through the chair's PUT /api/admin/calendar, each document as it
 * was, and deletes what was not set before. It answers the status of that PUT (null when there was no
 * calendar to put back).
 */
export async function keepConfig(paths: string[]): Promise<(chair: string) => Promise<number | null>> {
  const calendar = (await call<{ calendar: Calendar | null }>('GET', '/api/public/calendar')).body.calendar;
  const docs = await Promise.all(paths.map(async (path) => ({ path, data: (await db.doc(path).get()).data() })));
  return async (chair) => {
    const status = calendar ? (await call('PUT', '/api/admin/calendar', { token: chair, json: calendar })).status : null;
    if (!calendar) await db.doc('config/calendar').delete();
    for (const { path, data } of docs) {
      if (data) await db.doc(path).set(data);
      else await db.doc(path).delete();
    }
    return status;
  };
}
