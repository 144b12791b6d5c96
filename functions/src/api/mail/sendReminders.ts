// POST /api/admin/reminders: queues a reminder to each of the previewed reviewers who still has a review
// missing (lib/mail/sendReminders.ts).
import { handles } from '../../lib/http';
import { remindReviewers } from '../../lib/mail/sendReminders';

export const sendReminders = handles('sendReminders', async ({ body }) => remindReviewers(body));
