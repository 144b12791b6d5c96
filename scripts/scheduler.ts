// The emulator suite's stand-in for Cloud Scheduler (npm start): runs the scheduled functions' bodies on a
// timer against the emulators, as production runs them on their schedules: the automatic reminders
// (functions/src/triggers/reminders.ts) and the discussions' waiting notices (triggers/discussion.ts),
// every SCHEDULER_INTERVAL_SECONDS (300 by default), first at start.
import { sendWaitingNotices } from '../functions/src/lib/discussion/discussion';
import { runAutomaticReminders } from '../functions/src/lib/mail/automaticReminders';
import { openOutbox } from '../functions/src/lib/mail/outbox';

const intervalMs = Number(process.env.SCHEDULER_INTERVAL_SECONDS ?? 300) * 1000;

async function tick(): Promise<void> {
  try {
    const run = await runAutomaticReminders();
    if (run && run.reminded.length > 0) console.log(`Automatic reminders: ${run.reminded.length} reviewer(s) reminded at ${run.at}.`);
  } catch (error) {
    console.error('Automatic reminders failed; the next run tries again:', error instanceof Error ? error.message : error);
  }
  try {
    const notices = await sendWaitingNotices(await openOutbox());
    if (notices > 0) console.log(`Discussion notices: ${notices} sent.`);
  } catch (error) {
    console.error('Discussion notices failed; the next run tries again:', error instanceof Error ? error.message : error);
  }
}

await tick();
setInterval(() => void tick(), intervalMs);
