// The chair's message to a group: the preview checks the merge fields against the group (a problem is a
// 400 naming it, before anyone is looked up), renders the message for every recipient, and stores what
// it would send, each recipient who lacks a field skipped with why; applying it queues exactly those
// messages through the outbox, in batches, each marked with the mailing, once, with one audit entry.
import { Messages, mailingProblems, mergeFields, parseTemplate, renderTemplate, type MailRecipients, type MergeFieldName } from '@confsys/domain';
import { z } from 'zod/mini';
import { db } from '../../admin';
import type { Caller } from '../../auth';
import { recordAudit } from '../../audit/audit';
import { claimPreview, readPreview, savePreview } from '../../previewStore';
import { openOutbox } from '../outbox';
import { mailTemplates } from '../templates';
import { refuseTemplate } from '../templateProblems';
import { recipientsOf, type Recipient } from './recipients';

const StoredMessageSchema = z.object({
  email: z.string(),
  name: z.string(),
  paperId: z.nullable(z.string()),
  outcome: z.enum(['will', 'skip']),
  /** Why the recipient is skipped; empty when the message goes. */
  reason: z.string(),
  subject: z.string(),
  text: z.string(),
});
type StoredMessage = z.infer<typeof StoredMessageSchema>;

/** How many rendered messages a preview shows in full. */
export const sampleCount = 3;

/** Why a recipient lacks a field, in words the chair can act on. */
function lacking(field: MergeFieldName, recipient: Recipient): string {
  if (field === 'reviews') return `the reviews of ${recipient.paperId ?? 'the paper'} were not sent to the authors yet`;
  if (field.startsWith('registration.')) return 'not registered for this edition';
  return `has no ${mergeFields[field].label.toLowerCase()} ({{${field}}})`;
}

/** One recipient's message, or why they are skipped. */
function rendered(recipient: Recipient, subject: string, body: string): StoredMessage {
  const base = { email: recipient.email, name: recipient.name, paperId: recipient.paperId };
  const title = renderTemplate(subject, recipient.values, 'subject');
  const text = renderTemplate(body, recipient.values, 'body');
  const missing = [...('missing' in title ? title.missing : []), ...('missing' in text ? text.missing : [])];
  if ('missing' in title || 'missing' in text) return { ...base, outcome: 'skip', reason: [...new Set(missing.map((field) => lacking(field, recipient)))].join('; '), subject: '', text: '' };
  return { ...base, outcome: 'will', reason: '', subject: title.text, text: text.text };
}

const shown = (message: StoredMessage) => ({ email: message.email, name: message.name, paperId: message.paperId, reason: message.reason });

export async function previewMailing(request: { to: MailRecipients; subject: string; body: string }, caller: Caller) {
  const problems = mailingProblems(request.to, request.subject, request.body);
  if (problems.length > 0) refuseTemplate(problems);
  const withReviews = parseTemplate(request.body).parts.some((part) => 'field' in part && part.field === 'reviews');
  const messages = (await recipientsOf(request.to, { withReviews })).map((recipient) => rendered(recipient, request.subject.trim(), request.body));
  const will = messages.filter((message) => message.outcome === 'will');
  const skipped = messages.filter((message) => message.outcome === 'skip');
  const stored = await savePreview('mailing', caller, messages, { action: request.to.group, note: request.subject.trim() });
  // The samples are rendered as the outbox will send them: the subject with the edition's name, the footer.
  const outbox = await openOutbox();
  const asSent = (message: StoredMessage) => outbox.render(mailTemplates.mailing({ subject: message.subject, body: message.text }));
  return {
    previewId: stored.id,
    applied: false,
    expiresAt: stored.expiresAt,
    count: will.length,
    samples: will.slice(0, sampleCount).map((message) => {
      const { subject, text } = asSent(message);
      return { to: message.email, name: message.name, paperId: message.paperId, subject, text };
    }),
    skipped: skipped.map(shown),
    message: Messages.mailingPreviewed(will.length, skipped.length),
  };
}

/** Firestore's limit of writes in one batch, less room. */
const batchSize = 400;

export async function applyMailing(previewId: string, caller: Caller) {
  const { proposal, items } = await readPreview(previewId, 'mailing', caller, StoredMessageSchema);
  await claimPreview(previewId);
  const outbox = await openOutbox();
  const sending = items.filter((message) => message.outcome === 'will');
  for (let start = 0; start < sending.length; start += batchSize) {
    const batch = db.batch();
    for (const message of sending.slice(start, start + batchSize)) {
      outbox.queue(batch, { to: [message.email], mail: mailTemplates.mailing({ subject: message.subject, body: message.text }), mailingId: previewId, ...(message.paperId ? { paperId: message.paperId } : {}) });
    }
    await batch.commit();
  }
  const audit = db.batch();
  recordAudit(audit, caller, { action: 'mail.send', target: `mailing:${previewId}`, before: null, after: { group: proposal.action ?? '', subject: proposal.note ?? '', sent: sending.length, skipped: items.length - sending.length } });
  await audit.commit();
  return {
    previewId,
    applied: true,
    expiresAt: proposal.expiresAt,
    count: sending.length,
    samples: [],
    skipped: items.filter((message) => message.outcome === 'skip').map(shown),
    message: Messages.mailingSent(sending.length),
  };
}
