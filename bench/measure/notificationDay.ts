// Notification day through the API, on the seeded data: the calendar's notification date passes while 20
// visitors wait to open the public list of accepted papers, and they all ask at that moment; then a change
// to the volume (the chair sets its order again) and a visitor right after it, who gets the layout last
// built while the new one is built in the background; and how long that build took. The calendar is put
// back afterwards. Runs on its own against `npm start` too: `node scripts/run-with-emulator-env.mjs
// bench/measure/notificationDay.ts`.
import { plannedCalendar, type Calendar } from '@confsys/domain';
import { call, demo, loginAs, siteUrl } from '../../tests/support/emulator';
import { percentile, sleep } from '../lib/numbers';

export interface NotificationDayFigures {
  visitors: number;
  /** Each visitor's answer at the moment the list opens: status and milliseconds. */
  opening: Array<{ status: number; ms: number; papers: number }>;
  accepted: number;
  /** The first visitor right after a change to the volume. */
  afterChange: { status: number; ms: number; upToDate: boolean };
  /** From the change until the chair's screen says the layout is up to date. */
  buildSeconds: number | null;
}

const day = 86_400_000;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

export async function measureNotificationDay(options: { visitors?: number } = {}): Promise<NotificationDayFigures> {
  const visitors = options.visitors ?? 20;
  const chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  const original = (await call<{ calendar: Calendar | null }>('GET', '/api/public/calendar')).body.calendar;
  type Accepted = { papers: unknown[]; total: number; open: boolean };
  const visit = () => timed(() => call<Accepted>('GET', '/api/public/accepted'));
  try {
    // A calendar whose notification comes in a few seconds (its other dates around it, in order).
    const opensAt = Date.now() + 8_000;
    const base = plannedCalendar(new Date(opensAt - 70 * day), 'Asia/Kolkata');
    const calendar = { ...base, biddingOpen: null, biddingClose: null, responseOpen: null, responseClose: null, earlyRegistrationDeadline: null, notificationDate: new Date(opensAt).toISOString() };
    const saved = await call('PUT', '/api/admin/calendar', { token: chair, json: calendar });
    if (saved.status !== 200) throw new Error(`The calendar was refused (${saved.status}): ${JSON.stringify(saved.body)}`);
    const closed = await visit();
    if (closed.value.body.open) throw new Error('The list was open before its notification date.');
    await sleep(Math.max(0, opensAt - Date.now() + 50));
    const answers = await Promise.all(Array.from({ length: visitors }, visit));
    const opening = answers.map(({ value, ms }) => ({ status: value.status, ms, papers: value.body.papers?.length ?? 0 }));
    const accepted = answers[0]?.value.body.total ?? 0;

    // A change to the volume (its order, set again), then a visitor at once.
    const order = await call<{ order: string; customOrder: string[] }>('GET', '/api/admin/proceedings/settings', { token: chair });
    const changedAt = performance.now();
    await call('PUT', '/api/admin/proceedings/order', { token: chair, json: { order: order.body.order, customOrder: order.body.customOrder } });
    const after = await visit();
    const screen = await call<{ upToDate: boolean }>('GET', '/api/admin/proceedings', { token: chair });
    let buildSeconds: number | null = null;
    for (const deadline = Date.now() + 300_000; Date.now() < deadline; await sleep(500)) {
      if ((await call<{ upToDate: boolean }>('GET', '/api/admin/proceedings', { token: chair })).body.upToDate) {
        buildSeconds = (performance.now() - changedAt) / 1000;
        break;
      }
    }
    return { visitors, opening, accepted, afterChange: { status: after.value.status, ms: after.ms, upToDate: screen.body.upToDate }, buildSeconds };
  } finally {
    if (original) await call('PUT', '/api/admin/calendar', { token: chair, json: original });
  }
}

export function renderNotificationDay(figures: NotificationDayFigures): string {
  const times = figures.opening.map((answer) => answer.ms);
  const statuses = [...new Set(figures.opening.map((answer) => answer.status))].join(', ');
  return [
    `Notification day (${siteUrl}): ${figures.visitors} visitors at the moment the list opens, ${figures.accepted} accepted papers:`,
    `  answers ${statuses}; p50 ${percentile(times, 50).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms; ${figures.opening.filter((answer) => answer.papers > 0).length} with papers`,
    `  a visitor right after a change to the volume: ${figures.afterChange.status} in ${figures.afterChange.ms.toFixed(0)} ms (the layout ${figures.afterChange.upToDate ? 'was already rebuilt' : 'last built, a new one on its way'})`,
    `  the new layout built in the background in ${figures.buildSeconds === null ? 'more than 300' : figures.buildSeconds.toFixed(1)} s`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(renderNotificationDay(await measureNotificationDay()));
  process.exit(0);
}
