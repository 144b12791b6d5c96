// POST /api/admin/invitations/remind: previews the reminders to the invitees who have not answered
// ({ preview: true }), or sends a preview's, each with a new link ({ previewId, apply: true }).
import { handles } from '../../lib/http';
import { applyInvitationReminders, previewInvitationReminders } from '../../lib/committee/invitationReminders';

export const remindInvitations = handles('remindInvitations', async ({ body, caller }) =>
  body.previewId !== undefined ? applyInvitationReminders(body.previewId, caller) : previewInvitationReminders(caller),
);
