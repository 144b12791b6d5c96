// The emulator suite's stand-in for Cloud Scheduler (npm start): runs the scheduled functions' bodies on a
// timer against the emulators, as production runs them on their schedules: the automatic reminders
// (functions/src/triggers/reminders.ts) and the waiting notices (triggers/discussion.ts: the discussions',
// and the assignments an interrupted action left), every SCHEDULER_INTERVAL_SECONDS (300 by default),
// first at start; the retention run (triggers/retention.ts) at start and then daily.
import { sendWaitingNotices } from '../functions/src/lib/discussion/notices';
import { sendLeftBehindNotices } from '../functions/src/lib/assignment/notices';
import { runScheduledReminders } from '../functions/src/lib/mail/automaticReminders';
import { openOutbox } from '../functions/src/lib/mail/outbox';
import { runRetention } from '../functions/src/lib/privacy/retention';
import { inCurrentEdition } from '../functions/src/lib/editions/editions';
import { registerAreaHooks } from '../functions/src/registrations';

// The scheduled run reminds the committee's invitees through the hook the committee registers.
registerAreaHooks();

const intervalMs = Number(process.env.SCHEDULER_INTERVAL_SECONDS ?? 300) * 1000;

async function tick(): Promise<void> {
  try {
    const { reviews: run, invitations } = await inCurrentEdition(() => runScheduledReminders());
    if (run && run.reminded.length > 0) console.log(`Automatic reminders: ${run.reminded.length} reviewer(s) reminded at ${run.at}.`);
    if (invitations > 0) console.log(`Invitation reminders: ${invitations} invitee(s) reminded.`);
  } catch (error) {
    console.error('Automatic reminders failed; the next run tries again:', error instanceof Error ? error.message : error);
  }
  try {
    const [notices, assignments] = await inCurrentEdition(async () => {
      const outbox = await openOutbox();
      return [await sendWaitingNotices(outbox), await sendLeftBehindNotices(outbox)];
    });
    if (notices > 0) console.log(`Discussion notices: ${notices} sent.`);
    if (assignments > 0) console.log(`Assignment notices an interrupted action left: ${assignments} sent.`);
  } catch (error) {
    console.error('Discussion notices failed; the next run tries again:', error instanceof Error ? error.message : error);
  }
}

await tick();
setInterval(() => void tick(), intervalMs);

// The retention run: daily in production; here once at start and then every 24 hours.
async function retention(): Promise<void> {
  try {
    const report = await inCurrentEdition(() => runRetention());
    const erased = Object.values(report.classes).reduce((sum, entry) => sum + entry.erased, 0);
    if (erased > 0) console.log(`Retention: ${erased} document(s) past their period erased.`);
  } catch (error) {
    console.error('The retention run failed; tomorrow\'s run tries again:', error instanceof Error ? error.message : error);
  }
}

await retention();
setInterval(() => void retention(), 24 * 60 * 60 * 1000);
