// Reminding the invitees who have not answered: each gets a new link (valid reminderDays; the earlier
// links stay valid until they expire) whose expiry extends the invitation's, with its message, in one
// transaction per invitation. The chair previews and applies; the scheduled run (config/reminders'
// invitationDays, 0 = off) reminds those last written to that many days ago.
import { Messages, invitationLimits, type InvitationDoc, type InvitationRow } from '@confsys/domain';
import { z } from 'zod/mini';
import { db } from '../admin';
import type { Caller } from '../auth';
import type { AuditActor } from '../audit/audit';
import { applyPreview, applyRows, auditApplied, countsOf, type RowSteps } from '../applyPreview';
import { documents } from '../documents';
import { HttpError, conflict } from '../errors';
import { openOutbox, type Outbox } from '../mail/outbox';
import { savePreview } from '../previewStore';
import { invitationRef, issueLink } from './invitations';

const StoredRowSchema = z.object({ invitationId: z.string(), name: z.string(), email: z.string() });
type StoredRow = z.infer<typeof StoredRowSchema>;

/** The invitations waiting for an answer and not expired at `now` (invited or opened). */
async function waitingInvitations(now: Date): Promise<InvitationDoc[]> {
  const found = await documents.invitations.where('waiting', '==', true).where('expiresAt', '>', now.toISOString()).get();
  return found.docs.map((doc) => doc.data());
}

const shownRow = (row: StoredRow, outcome: InvitationRow['outcome'], text: string): InvitationRow => ({ name: row.name, email: row.email, outcome, text, reviewerId: null, invitationId: row.invitationId });

/** Lists the reminders due (every invitation waiting and not expired), stored for the caller alone to apply. */
export async function previewInvitationReminders(caller: Caller) {
  const rows = (await waitingInvitations(new Date())).map((invitation) => ({ invitationId: invitation.id, name: invitation.name, email: invitation.email }));
  const stored = await savePreview('invitationReminders', caller, rows);
  const shown = rows.map((row) => shownRow(row, 'will', `will be reminded with a new link, valid ${invitationLimits.reminderDays} days`));
  return { previewId: stored.id, applied: false, expiresAt: stored.expiresAt, rows: shown, counts: countsOf(shown), message: Messages.invitationRemindersPreviewed(shown.length) };
}

/** Sends one reminder in a transaction that checks the invitation still waits and has not expired; 409 otherwise. */
async function remindOne(invitationId: string, outbox: Outbox, now: Date): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const invitation = (await transaction.get(invitationRef(invitationId))).data();
    if (!invitation) throw new HttpError(409, 'the invitation no longer exists');
    if (!invitation.waiting) throw conflict(`answered meanwhile (${invitation.state})`);
    if (Date.parse(invitation.expiresAt) <= now.getTime()) throw conflict('expired meanwhile');
    const linkExpires = new Date(now.getTime() + invitationLimits.reminderDays * 86_400_000).toISOString();
    const mailId = issueLink(transaction, invitation, outbox, linkExpires, true);
    transaction.update(invitationRef(invitationId), {
      expiresAt: linkExpires > invitation.expiresAt ? linkExpires : invitation.expiresAt,
      remindedAt: [...invitation.remindedAt, now.toISOString()],
      mailIds: mailId === null ? invitation.mailIds : [...invitation.mailIds, mailId],
    });
  });
}

/** Reminds each row in turn, in its own transaction, answering it done or skipped with why. */
async function remindSteps(now: Date): Promise<RowSteps<StoredRow, InvitationRow>> {
  const outbox = await openOutbox();
  return {
    skip: () => null,
    act: async (row) => {
      await remindOne(row.invitationId, outbox, now);
      return shownRow(row, 'done', 'reminded with a new link');
    },
    refused: (row, outcome, reason) => shownRow(row, outcome, reason),
  };
}

/** What the audit entry of a run of reminders records. */
const reminded = (shown: readonly InvitationRow[]) => ({ reminded: shown.filter((row) => row.outcome === 'done').map((row) => `${row.invitationId ?? ''}: ${row.email}`).slice(0, 500) });

/** Applies the caller's preview once (404, 403, 409 as readPreview); one audit entry records the whole. */
export async function applyInvitationReminders(previewId: string, caller: Caller) {
  const { proposal, rows, counts } = await applyPreview(previewId, caller, {
    kind: 'invitationReminders',
    schema: StoredRowSchema,
    audit: { action: 'invitations.remind', target: 'invitations' },
    prepare: async () => ({ ...(await remindSteps(new Date())), audited: reminded }),
  });
  const done = counts.done ?? 0;
  return { previewId, applied: true, expiresAt: proposal.expiresAt, rows, counts, message: Messages.invitationRemindersSent(done, rows.length - done) };
}

/** The actor the audit log names for the scheduled reminders. */
export const invitationReminderActor: AuditActor = { uid: 'invitation-reminders', email: 'invitation-reminders', role: 'system' };

/**
 * The scheduled run: reminds every invitation waiting and not expired whose last message (the invitation
 * or its last reminder) is at least `days` days old; 0 days: none. Answers how many were reminded.
 */
export async function runInvitationReminders(days: number, now = new Date()): Promise<number> {
  if (days <= 0) return 0;
  const due = (await waitingInvitations(now)).filter((invitation) => Date.parse(invitation.remindedAt.at(-1) ?? invitation.createdAt) <= now.getTime() - days * 86_400_000);
  if (due.length === 0) return 0;
  const shown = await applyRows(
    due.map((invitation) => ({ invitationId: invitation.id, name: invitation.name, email: invitation.email })),
    await remindSteps(now),
  );
  await auditApplied(invitationReminderActor, 'invitations.remind', 'invitations:schedule', reminded(shown));
  return shown.filter((row) => row.outcome === 'done').length;
}
