// The waiting notices: every 15 minutes (Cloud Scheduler in production; under npm start,
// scripts/scheduler.ts runs the same body on its timer): each reviewer whose hour since their last notice
// is over hears of the comments that came meanwhile, the admins of the reviews submitted since their last
// message, and reviewers of the papers an interrupted assignment gave them (lib/notices.ts).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { noticeScheduleOptions } from '../lib/deployment';
import { sendWaitingNotices } from '../lib/notices';

export const sendDiscussionNotices = onSchedule({ ...noticeScheduleOptions }, async () => {
  await sendWaitingNotices();
});
