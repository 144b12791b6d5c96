// POST /api/admin/proceedings/reminders: reminds the authors of papers that miss something for the
// proceedings: with preview true, who would get which reminder; with false, queues the emails
// (lib/proceedings/reminders.ts).
import { handles } from '../../lib/http';
import { remindProceedingsAuthors } from '../../lib/proceedings/reminders';

export const proceedingsReminders = handles('proceedingsReminders', async ({ body, caller }) => remindProceedingsAuthors(body, caller));
