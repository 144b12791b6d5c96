// Suites that change the conference's settings put them back afterwards, so the next suite meets them
// as they were.
import { defaultFeeTable, plannedCalendar, type Calendar, type FeeTable } from '@confsys/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import { db } from './admin';
import { call } from './emulator';
import { volumeChanged } from '../../functions/src/lib/volumeChanges';

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
    const marked = paths.flatMap((path) => volumeSettings[path] ?? []);
    if (marked.length > 0) await volumeSettingsRestored(marked);
    return status;
  };
}

/** For a suite that saves the privacy settings: they are the defaults when it starts, and again when it ends. */
export function privacyDefaultsAround(): void {
  const backToDefaults = async () => {
    await db.doc('config/privacy').delete();
  };
  beforeAll(backToDefaults);
  afterAll(backToDefaults);
}

const day = 86_400_000;

/** A conference whose registration is open twenty more days at the late fees only (its other deadlines passed). */
export function registrationOpenCalendar(): Calendar {
  const base = plannedCalendar(new Date(Date.now() - 75 * day), 'Asia/Kolkata');
  return { ...base, earlyRegistrationDeadline: null, biddingOpen: null, biddingClose: null, responseOpen: null, responseClose: null, registrationDeadline: new Date(Date.now() + 20 * day).toISOString() };
}

/** Opens registration (registrationOpenCalendar) with a fee table; the function it returns puts the settings back (keepConfig). */
export async function openRegistration(chair: string, table: FeeTable = defaultFeeTable): Promise<(chair: string) => Promise<number | null>> {
  const restore = await keepConfig(['config/fees']);
  expect((await call('PUT', '/api/admin/calendar', { token: chair, json: registrationOpenCalendar() })).status).toBe(200);
  expect((await call('PUT', '/api/admin/fees', { token: chair, json: table })).status).toBe(200);
  return restore;
}

/**
 * The config documents the volume's stored layout reads, with the change marker the API's own writes of
 * them record: the programme (the papers' sessions), the fee table (whether publication waits for a
 * verified registration) and the proceedings' settings.
 */
const volumeSettings: Record<string, string> = { 'config/programme': 'programme', 'config/fees': 'fees', 'config/proceedings': 'proceedings' };

/**
 * After a suite writes settings back as they were (not through the API): the volume's stored layout is
 * marked changed, as the API's writes of them mark it, so its next read makes it again.
 */
export async function volumeSettingsRestored(keys: string[] = ['programme']): Promise<void> {
  const batch = db.batch();
  for (const key of keys) volumeChanged(batch, key);
  await batch.commit();
}
