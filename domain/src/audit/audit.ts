// The audit log (audit/{id}): every admin action that changes what others see (and an author's withdrawal), written in the same
// transaction as the change: who, when, what action on which target, the value before and after, and
// the reason given. The entries' IDs sort by time, so the log pages newest first by ID.
import { z } from 'zod/mini';
import { PageSizeParam, type CompositeIndex } from '../submissions/paperList';

/** The actions recorded, each with how the log names it. Later features add theirs here. */
export const AuditActions = {
  'calendar.update': 'Calendar changed',
  'conference.update': "Conference's details changed",
  'edition.create': 'Edition made as a draft',
  'edition.open': 'Edition opened (the one before archived)',
  'retention.run': 'Data past its retention period erased',
  'privacy.update': 'Data contact or retention periods changed',
  'privacy.erasure': "A person's data erased at their request",
  'extension.grant': 'Extension granted',
  'extension.revoke': 'Extension revoked',
  'paper.withdraw': 'Paper withdrawn by its author',
  'paper.restore': 'Withdrawn paper restored',
  'review.due': 'Review due date set',
  'review.emergency': 'Emergency reviewer asked',
  'reminders.settings': 'Automatic reminders changed',
  'paper.assign': 'Reviewers assigned',
  'paper.accept': 'Paper accepted',
  'paper.reject': 'Paper rejected',
  'paper.publish': 'Paper published',
  'review.send': 'Reviews sent to the author',
  'settings.reviewing': 'Review settings changed',
  'settings.notifications': 'Notifications switched',
  'reviewer.add': 'Reviewer record added',
  'reviewer.delete': 'Reviewer record deleted',
  'assignment.apply': 'Automatic assignment applied',
  'bulk.apply': 'Bulk action applied',
  'paper.release': "Reviews released for the authors' response",
  'discussion.comment': 'Chair commented in a discussion',
  'discussion.state': 'Discussion resolved or reopened',
  'settings.fees': 'Fee table changed',
  'payment.verify': 'Payment verified',
  'payment.numbered': 'Receipt or tax invoice numbered and sent',
  'payment.reject': 'Payment rejected',
  'payment.credit': 'Credit note issued',
  'settings.programme': 'Programme changed',
  'settings.proceedings': 'Proceedings settings changed',
  'settings.integrity': 'Integrity settings changed (similarity threshold, papers per author)',
  'proceedings.order': 'Order of the volume changed',
  'proceedings.remind': 'Authors reminded of what their papers miss for the proceedings',
  'certificates.issue': 'Certificates issued',
  'certificate.revoke': 'Certificate revoked',
  'participants.attendance': 'Participants marked as attended (or not)',
  'mail.send': 'Message sent to a group',
  'mail.template': 'Mail template saved or deleted',
  'mail.message': "Conference message edited or restored to its default",
  'invitations.send': 'Committee invitations sent',
  'invitations.remind': 'Committee invitations reminded',
  'invitation.accept': 'Committee invitation accepted',
  'invitation.decline': 'Committee invitation declined',
  'reviewer.load': "Reviewer's load changed",
  'reviewer.withdraw': 'Reviewer withdrew from the committee',
} as const;

export type AuditAction = keyof typeof AuditActions;
const auditActionNames = Object.keys(AuditActions) as [AuditAction, ...AuditAction[]];

/** An audit entry's ID: the time in milliseconds (13 digits) and a random tail, so IDs sort by time. */
export const auditIdFormat = /^\d{13}-[a-z0-9]{8}$/;

export const AuditEntrySchema = z.object({
  /** When the change was made (ISO 8601, UTC), by the server's clock. */
  at: z.string(),
  actor: z.object({ uid: z.string(), email: z.string(), role: z.string() }),
  action: z.enum(auditActionNames),
  /** What the change was made to: `calendar`, `paper:ICCS25-0001`, `author:ann@example.org`, `extension:<id>`. */
  target: z.string(),
  /** The value before the change, null when there was none; and after it, null when it was removed. */
  before: z.unknown(),
  after: z.unknown(),
  reason: z.nullable(z.string()),
  /** The edition the change was made in (the audit log is shared by all); entries from before editions lack it: the built edition's. */
  edition: z.optional(z.string()),
});

export type AuditEntry = z.output<typeof AuditEntrySchema>;

export const auditPageSizes = { default: 25, max: 100 } as const;

/** GET /api/admin/audit's query: a page of entries, newest first, filtered by action and target. */
export const AuditQuerySchema = z.object({
  pageSize: z.optional(PageSizeParam),
  /** The `next` of the previous page (the ID of its last entry). */
  page: z.optional(z.string().check(z.regex(auditIdFormat, { error: 'page must be the next value of the previous page of the audit log.' }))),
  action: z.optional(z.enum(auditActionNames, { error: `action must be one of: ${auditActionNames.join(', ')}.` })),
  target: z.optional(z.string().check(z.maxLength(200, { error: 'target may be at most 200 characters.' }))),
});

export type AuditQuery = z.output<typeof AuditQuerySchema>;

/** The composite indexes the audit log's filtered pages need (newest first, by action, by target, by both). */
export function auditLogIndexes(collectionGroup: string): CompositeIndex[] {
  const newest = { fieldPath: 'at', order: 'DESCENDING' as const };
  const by = (...fields: string[]): CompositeIndex => ({
    collectionGroup,
    queryScope: 'COLLECTION',
    fields: [...fields.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })), newest],
  });
  return [by('action'), by('target'), by('action', 'target')];
}
