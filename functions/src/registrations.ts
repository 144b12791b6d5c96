// What the areas add to the infrastructure below them, which imports no area: the committee's bounces,
// invitees' reminders and mailing recipients, the reviews a mailing quotes, and the tax invoices the
// sender attaches. Every process that runs these operations calls registerAreaHooks() once before
// them: the functions (index.ts), the emulator's scheduler (scripts/scheduler.ts), and the suites that
// call the sender or the scheduled run directly. Without it mail throws (lib/mail/hooks.ts).
import { invitationsInState } from './lib/committee/invitationList';
import { runInvitationReminders } from './lib/committee/invitationReminders';
import { markBounced } from './lib/committee/invitations';
import { registerAttachmentMaker } from './lib/mail/attachments';
import { registerMailHooks } from './lib/mail/hooks';
import { taxInvoiceFile } from './lib/payments/taxInvoice';
import { reviewsTextOf } from './lib/reviews/commentsFile';

export function registerAreaHooks(): void {
  registerMailHooks({ invitationBounced: markBounced, remindInvitees: runInvitationReminders, invitationsInState, reviewsText: reviewsTextOf });
  registerAttachmentMaker('invoices/', taxInvoiceFile);
}
