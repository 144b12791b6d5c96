// The outbox: every message the conference sends is a document in `mail`, shaped like the documents of
// the Firebase "Trigger Email" extension (`to`, `message: { subject, text, html }`, `delivery`), so a
// deployment may let the official extension deliver them instead of the product's own sender. What the
// extension does not read sits beside it: the kind of message, its paper, and attachments by file path.
import { z } from 'zod/mini';
import { labelledKeys } from '../labelled';
import { Messages } from '../messages';

/** Where a message is on its way out. */
export const MailState = {
  /** Queued; the sender has not claimed it yet. */
  Pending: 'PENDING',
  /** Claimed by one sender, which is trying to deliver it. */
  Processing: 'PROCESSING',
  /** The SMTP server accepted it. */
  Success: 'SUCCESS',
  /** Every attempt failed; the last error is kept. Resend queues it again. */
  Error: 'ERROR',
} as const;
export type MailState = (typeof MailState)[keyof typeof MailState];
export const mailStates = [MailState.Pending, MailState.Processing, MailState.Success, MailState.Error] as const;

/** How often the sender tries a message before it leaves it in ERROR. */
export const maxMailAttempts = 5;

/** What each kind of message is, in the admin's Email screen. */
export const mailKindLabels = {
  registration: 'Conference registration',
  account: 'Author account',
  setPassword: 'Account: link to set the first password',
  passwordReset: 'Account: link to reset the password',
  emailVerification: 'Account: link to verify the address',
  submission: 'Manuscript submitted',
  payment: 'Payment recorded',
  assignment: 'Reviewer assigned',
  reviewSubmitted: 'Review submitted',
  decision: 'Decision',
  publication: 'Paper published',
  reminder: 'Review reminder',
  withdrawal: 'Paper withdrawn',
  bidReminder: 'Bidding reminder',
  responseOpen: 'Reviews open for response',
  responseArrived: 'Author response',
  discussion: 'Discussion',
  discussionDigest: 'Daily digest of discussions',
  paymentVerified: 'Payment verified, with its receipt or tax invoice',
  paymentRejected: 'Payment rejected',
  programmeChange: 'Presentation time changed',
  proceedingsReminder: 'Proceedings reminder',
  certificate: 'Certificate issued',
  mailing: "The chair's message",
  invitation: 'Invitation to the committee',
  invitationCode: 'Invitation: code to confirm an address',
  committeeChange: 'Committee member changed their load or withdrew',
};
export type MailKind = keyof typeof mailKindLabels;
export const mailKinds = labelledKeys(mailKindLabels);

/**
 * The notifications the conference-wide switch stops. Receipts and account messages always go, and a
 * reminder is sent only when the admin asks for it.
 */
export const notificationKinds: readonly MailKind[] = ['submission', 'payment', 'assignment', 'reviewSubmitted', 'decision', 'publication', 'withdrawal', 'responseOpen', 'responseArrived', 'discussion', 'discussionDigest', 'programmeChange'];

export const MailDeliverySchema = z.object({
  state: z.enum(mailStates),
  /** Attempts made so far (across resends). */
  attempts: z.number(),
  /** The last attempt's error, as the SMTP client reported it. */
  error: z.nullable(z.string()),
  /** What the SMTP server answered to the delivery that succeeded. */
  info: z.nullable(
    z.object({
      messageId: z.string(),
      accepted: z.array(z.string()),
      rejected: z.array(z.string()),
      response: z.string(),
    }),
  ),
  /** When the message was queued, or queued again (Resend; after a restart). */
  queuedAt: z.string(),
  /** When the sender claimed the message (ISO 8601). */
  startTime: z.nullable(z.string()),
  /** When the last attempt ended. */
  endTime: z.nullable(z.string()),
  /** Until when the claim holds: a sender that stopped mid-way leaves PROCESSING, and another may claim it after this. */
  leaseExpireTime: z.nullable(z.string()),
});
export type MailDelivery = z.infer<typeof MailDeliverySchema>;

/** A file sent with a message: its name in the message, and its path in the file store. */
export const MailAttachmentSchema = z.object({ filename: z.string(), path: z.string() });
export type MailAttachment = z.infer<typeof MailAttachmentSchema>;

/** mail/{id}: one message and its delivery. Only the server writes it; only admins read it. */
export const MailSchema = z.object({
  to: z.array(z.string()),
  message: z.object({ subject: z.string(), text: z.string(), html: z.string() }),
  attachments: z.array(MailAttachmentSchema),
  kind: z.enum(mailKinds),
  /** The paper the message is about, if any. */
  paperId: z.nullable(z.string()),
  /** The chair's mailing it was sent in (its preview's ID), for the Email screen's filter. */
  mailingId: z.optional(z.string()),
  createdAt: z.string(),
  delivery: MailDeliverySchema,
});
export type MailDoc = z.infer<typeof MailSchema>;

/** config/notifications: the conference-wide Notifications switch of the admin's Settings screen. */
export const NotificationSettingsSchema = z.object({
  notifications: z.enum(['enabled', 'disabled'], { error: Messages.notificationsValue }),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
export const defaultNotificationSettings: NotificationSettings = { notifications: 'enabled' };

/** A new message's delivery: queued, never tried. */
export function pendingDelivery(now: string): MailDelivery {
  return { state: MailState.Pending, attempts: 0, error: null, info: null, queuedAt: now, startTime: null, endTime: null, leaseExpireTime: null };
}

/**
 * Text bound for a header (a subject, a display name): every line break and control character becomes
 * a space, so nothing typed into a title or a name can start a header of its own.
 */
export function headerSafe(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/\s{2,}/g, ' ').trim();
}

/** Escapes text for HTML (element content and quoted attribute values). */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
