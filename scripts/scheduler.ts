// The emulator suite's stand-in for Cloud Scheduler (npm start): runs the scheduled functions' bodies on a
// timer against the emulators, as production runs them on their schedules: the automatic reminders
// (functions/src/triggers/reminders.ts) and the waiting notices (triggers/discussion.ts: the discussions',
// the submitted reviews', the assignments an interrupted action left) and the optional external similarity
// check (triggers/similarity.ts), every SCHEDULER_INTERVAL_SECONDS
// (300 by default), first at start; the retention run (triggers/retention.ts) at start and then daily;
// and a build of the volume's layout a change has waited for too long (see below).
import { sendWaitingNotices } from '../functions/src/lib/notices';
import { runScheduledReminders } from '../functions/src/lib/mail/automaticReminders';
import { runRetention } from '../functions/src/lib/privacy/retention';
import { buildIfWaiting, layoutBuildSeconds } from '../functions/src/lib/proceedings/layout';
import { inCurrentEdition } from '../functions/src/lib/editions/editions';
import { registerAreaHooks } from '../functions/src/registrations';
import { runExternalChecks } from '../functions/src/lib/similarity/external';

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
    const sent = await sendWaitingNotices();
    if (sent.discussions > 0) console.log(`Discussion notices: ${sent.discussions} sent.`);
    if (sent.reviews > 0) console.log(`Submitted reviews told to the admins: ${sent.reviews} message(s).`);
    if (sent.assignments > 0) console.log(`Assignment notices an interrupted action left: ${sent.assignments} sent.`);
  } catch (error) {
    console.error('Waiting notices failed; the next run tries again:', error instanceof Error ? error.message : error);
  }
  try {
    const moved = await inCurrentEdition(() => runExternalChecks());
    if (moved > 0) console.log(`Similarity Check: ${moved} paper(s) moved a step.`);
  } catch (error) {
    console.error('The Similarity Check run failed; the next run tries again:', error instanceof Error ? error.message : error);
  }
}

await tick();
setInterval(() => void tick(), intervalMs);

// The volume's layout (functions/src/lib/proceedings/layout.ts): deployed, each change marker's trigger
// builds it within seconds. The emulator runs every trigger in one queue, one event at a time, so on a
// busy day a marker's build waits there behind thousands of messages and counters; here a change that has
// waited past the trigger's time is built from this process, under the build's lease.
let building = false;
setInterval(() => {
  if (building) return;
  building = true;
  inCurrentEdition(() => buildIfWaiting(layoutBuildSeconds * 1000 - 60_000))
    .then((built) => {
      if (built) console.log('Volume layout built for changes its trigger had not reached yet.');
    })
    .catch((error: unknown) => console.error('The volume layout build failed; the next check tries again:', error instanceof Error ? error.message : error))
    .finally(() => {
      building = false;
    });
}, 10_000);

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
