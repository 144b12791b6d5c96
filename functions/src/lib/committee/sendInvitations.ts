// Inviting people to the committee in bulk: the preview (each person to invite, or skipped with why,
// stored for its maker), and applying it: each row is judged again, and its invitation, its link's
// digest and its message are written in one transaction that first checks the address has no live
// invitation, so two applies at once never invite one person twice.
import {
  InvitationSchema,
  Messages,
  formatDate,
  headerSafe,
  previewedOutcomes,
  invitationStateAt,
  isEmail,
  searchWords,
  reviewerSearchTokens,
  type InvitationDoc,
  type InvitationRow,
  type InviteePerson,
} from '@confsys/domain';
import { z } from 'zod/mini';
import { db } from '../admin';
import type { Caller } from '../auth';
import { applyPreview, countsOf } from '../applyPreview';
import { documents } from '../documents';
import { listEditions } from '../editions/editions';
import { inEdition } from '../editionScope';
import { HttpError, badRequest } from '../errors';
import { openOutbox, type Outbox } from '../mail/outbox';
import { savePreview } from '../previewStore';
import { normaliseEmail } from '../accounts/accounts';
import { invitationRef, issueLink } from './invitations';
import { recordWithEmail } from './reviewerEmails';

/** What the invitations of a preview carry beyond the people: stored with it as its action. */
const InvitationTermsSchema = z.object({ message: z.string(), maxLoad: z.number(), expiresInDays: z.number() });
export type InvitationTerms = z.infer<typeof InvitationTermsSchema>;

/** A row as stored with the preview: the person as their invitation will name them, and whether the preview invites them. */
const StoredRowSchema = z.extend(z.pick(InvitationSchema, { name: true, email: true, affiliation: true, topics: true, load: true }), {
  outcome: z.enum(previewedOutcomes),
  text: z.string(),
  reviewerId: z.nullable(z.string()),
  invitationId: z.nullable(z.string()),
});
type StoredRow = z.infer<typeof StoredRowSchema>;

/** What the preview judges a person against: this edition's reviewers and live invitations, by address. */
interface Standing {
  reviewers: ReadonlyMap<string, string>;
  invitations: ReadonlyMap<string, InvitationDoc>;
}

/** An invitation that still stands for its address: waiting and not expired, or accepted. */
const live = (invitation: InvitationDoc, now: number) => invitation.state === 'accepted' || (invitation.waiting && invitationStateAt(invitation, now) !== 'expired');

/** This edition's reviewers and live invitations, by address (the committee and its invitations: hundreds, not the papers). */
async function readStanding(emails: readonly string[] | null): Promise<Standing> {
  const now = Date.now();
  const wanted = emails === null ? null : new Set(emails);
  const [reviewers, invitations] = await Promise.all([documents.reviewers.select('email').get(), documents.invitations.where('state', 'in', ['invited', 'opened', 'accepted', 'bounced']).get()]);
  const byEmail = new Map<string, string>();
  for (const doc of reviewers.docs) {
    const email = doc.get('email') as unknown;
    if (typeof email === 'string' && (wanted === null || wanted.has(email))) byEmail.set(email, doc.id);
  }
  const invited = new Map<string, InvitationDoc>();
  for (const invitation of invitations.docs.map((doc) => doc.data())) {
    if (live(invitation, now) && (wanted === null || wanted.has(invitation.email))) invited.set(invitation.email, invitation);
  }
  return { reviewers: byEmail, invitations: invited };
}

/** One line of text: a name or an affiliation never carries a line break into a message's header or body. */
const oneLine = (value: string | undefined) => headerSafe(value ?? '');

/** The row a person makes: 'will', or 'skip' with why (an invalid address, a duplicate, a reviewer already, invited already). */
function judged(person: InviteePerson, seen: Set<string>, standing: Standing, terms: InvitationTerms, at: number): StoredRow {
  const email = normaliseEmail(person.email);
  const name = oneLine(person.name);
  const base = { name, email, affiliation: oneLine(person.affiliation), topics: (person.topics ?? []).map(oneLine).filter((topic) => topic !== ''), load: person.load ?? null, reviewerId: null, invitationId: null };
  const skip = (text: string, extra: Partial<StoredRow> = {}): StoredRow => ({ ...base, ...extra, outcome: 'skip', text });
  if (name === '') return skip('no name');
  if (!isEmail(email) || /[\r\n]/.test(person.email)) return skip('invalid address');
  if (seen.has(email)) return skip('duplicate in the list');
  seen.add(email);
  const reviewerId = standing.reviewers.get(email);
  if (reviewerId !== undefined) return skip('already a reviewer of this edition', { reviewerId });
  const invitation = standing.invitations.get(email);
  if (invitation) {
    const state = invitationStateAt(invitation, at);
    return skip(state === 'accepted' ? 'already invited, and accepted' : `already invited (${state}), waiting for an answer until ${formatDate(invitation.expiresAt)}`, { invitationId: invitation.id });
  }
  const expires = formatDate(new Date(at + terms.expiresInDays * 86_400_000).toISOString());
  const most = mostPapers(base, terms);
  return { ...base, outcome: 'will', text: `will be invited to review at most ${most} paper${most === 1 ? '' : 's'}, answering by ${expires}` };
}

/** The most papers a person is invited to review: the load the pool gives them, or else the invitation's maximum. */
const mostPapers = (row: Pick<StoredRow, 'load'>, terms: InvitationTerms) => row.load ?? terms.maxLoad;

const shownRow = (row: StoredRow, outcome: InvitationRow['outcome'] = row.outcome, text = row.text, invitationId = row.invitationId): InvitationRow => ({
  name: row.name,
  email: row.email,
  outcome,
  text,
  reviewerId: row.reviewerId,
  invitationId,
});

/** The reviewers of the edition archived last, as people to invite (400 when there is none). */
export async function previousEditionReviewers(): Promise<InviteePerson[]> {
  const archived = (await listEditions()).filter((edition) => edition.state === 'archived').sort((a, b) => (b.archivedAt ?? b.createdAt).localeCompare(a.archivedAt ?? a.createdAt));
  const last = archived[0];
  if (!last) throw badRequest(Messages.noPreviousEdition);
  const reviewers = await inEdition(last, async () => (await documents.reviewers.orderBy('nameKey').get()).docs.map((doc) => doc.data()));
  return reviewers.map((reviewer) => ({ name: reviewer.name, email: reviewer.email, affiliation: reviewer.affiliation, topics: reviewer.topics ?? [], ...(reviewer.load === undefined ? {} : { load: reviewer.load }) }));
}

/** Judges every person, stores the rows and the terms for the caller alone to apply, and answers them. */
export async function previewInvitations(people: readonly InviteePerson[], terms: InvitationTerms, caller: Caller) {
  const standing = await readStanding(null);
  const seen = new Set<string>();
  const at = Date.now();
  const rows = people.map((person) => judged(person, seen, standing, terms, at));
  const stored = await savePreview('invitations', caller, rows, { action: JSON.stringify(terms) });
  const shown = rows.map((row) => shownRow(row));
  const counts = countsOf(shown);
  return { previewId: stored.id, applied: false, expiresAt: stored.expiresAt, rows: shown, counts, message: Messages.invitationsPreviewed(counts.will ?? 0, counts.skip ?? 0) };
}

/** The invitation a row makes, with its search fields. */
function newInvitation(id: string, row: StoredRow, terms: InvitationTerms, caller: Caller, now: Date): InvitationDoc {
  return {
    id,
    name: row.name,
    email: row.email,
    affiliation: row.affiliation,
    topics: row.topics,
    load: row.load,
    message: terms.message,
    maxLoad: mostPapers(row, terms),
    createdAt: now.toISOString(),
    createdBy: caller.uid,
    expiresAt: new Date(now.getTime() + terms.expiresInDays * 86_400_000).toISOString(),
    state: 'invited',
    waiting: true,
    openedAt: null,
    answeredAt: null,
    accepted: null,
    declined: null,
    suggestedEmails: [],
    addresses: [row.email],
    remindedAt: [],
    mailIds: [],
    addressProof: null,
    nameKey: searchWords(row.name).join(' '),
    searchTokens: reviewerSearchTokens(row.name, row.affiliation, row.email),
  };
}

/** Writes one invitation, its link and its message in one transaction, after checking the address has no record nor live invitation. */
async function inviteOne(row: StoredRow, terms: InvitationTerms, caller: Caller, outbox: Outbox): Promise<string> {
  const ref = documents.invitations.doc();
  // Read outside the transaction: a query on the committee inside it would hold every record (reviewerEmails.ts).
  if (await recordWithEmail(row.email)) throw new HttpError(409, 'already a reviewer of this edition');
  await db.runTransaction(async (transaction) => {
    const same = await transaction.get(documents.invitations.where('email', '==', row.email));
    const standing = same.docs.map((doc) => doc.data()).find((invitation) => live(invitation, Date.now()));
    if (standing) throw new HttpError(409, `already invited (${invitationStateAt(standing, Date.now())})`);
    const invitation = newInvitation(ref.id, row, terms, caller, new Date());
    const mailId = issueLink(transaction, invitation, outbox, invitation.expiresAt, false);
    transaction.create(invitationRef(ref.id), { ...invitation, mailIds: mailId === null ? [] : [mailId] });
  });
  return ref.id;
}

/**
 * Applies the caller's preview once, before it expires (404, 403, 409 as readPreview): each row it would
 * invite is judged again and invited only when it still would be; the others are answered skipped with
 * why. One audit entry records the whole.
 */
export async function applyInvitations(previewId: string, caller: Caller) {
  const { proposal, rows, counts } = await applyPreview(previewId, caller, {
    kind: 'invitations',
    schema: StoredRowSchema,
    audit: { action: 'invitations.send', target: 'invitations' },
    prepare: async (items, proposal) => {
      const terms = InvitationTermsSchema.parse(JSON.parse(proposal.action ?? '{}'));
      const standing = await readStanding(items.filter((row) => row.outcome === 'will').map((row) => row.email));
      const outbox = await openOutbox();
      const at = Date.now();
      return {
        skip: (row) => {
          if (row.outcome === 'skip') return shownRow(row, 'skipped');
          const now = judged({ ...row, load: row.load ?? undefined }, new Set(), standing, terms, at);
          return now.outcome === 'skip' ? shownRow(now, 'skipped') : null;
        },
        act: async (row) => shownRow(row, 'done', `invited: the message with the link is on its way`, await inviteOne(row, terms, caller, outbox)),
        refused: (row, outcome, reason) => shownRow(row, outcome, reason),
        audited: (shown) => ({
          maxLoad: terms.maxLoad,
          expiresInDays: terms.expiresInDays,
          invited: shown.filter((row) => row.outcome === 'done').map((row) => `${row.invitationId ?? ''}: ${row.name} <${row.email}>`).slice(0, 500),
          skipped: shown.filter((row) => row.outcome !== 'done').map((row) => `${row.email}: ${row.text}`).slice(0, 500),
        }),
      };
    },
  });
  const sent = counts.done ?? 0;
  return { previewId, applied: true, expiresAt: proposal.expiresAt, rows, counts, message: Messages.invitationsSent(sent, rows.length - sent) };
}
