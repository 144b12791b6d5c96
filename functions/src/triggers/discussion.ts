// The waiting notices: every 15 minutes (Cloud Scheduler in production; under npm start,
// scripts/scheduler.ts runs the same body on its timer), each reviewer whose hour since their last notice
// is over hears of the comments that came meanwhile, and of papers an interrupted assignment gave them.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { noticeScheduleOptions } from '../lib/deployment';
import { sendWaitingNotices } from '../lib/discussion/notices';
import { sendLeftBehindNotices } from '../lib/assignment/notices';
import { openOutbox } from '../lib/mail/outbox';
import { inCurrentEdition } from '../lib/editions/editions';

export const sendDiscussionNotices = onSchedule({ ...noticeScheduleOptions }, async () => {
  await inCurrentEdition(async () => {
    const outbox = await openOutbox();
    await sendWaitingNotices(outbox);
    await sendLeftBehindNotices(outbox);
  });
});
