// GET /api/admin/reminders: the reviewers a reminder would reach: each with the papers under review whose
// review they have not submitted.
import { reminderPreviewPapers } from '@confsys/domain';
import { handles } from '../../lib/http';
import { remindersDue } from '../../lib/mail/reminders';

// The preview names each reviewer's first papers only: its answer grows with the reviewers, not the papers.
export const reminderPreview = handles('reminderPreview', async () => ({
  reminders: (await remindersDue()).map((reminder) => ({ ...reminder, missing: reminder.papers.length, papers: reminder.papers.slice(0, reminderPreviewPapers) })),
}));
