// The chair's list of committee invitations, a page at a time, soonest expiry first: filtered by state
// (expired: waiting past its expiry, so the filter compares expiresAt with the time of the request) and
// searched by name, affiliation or address; with the colleagues the page's declined invitees suggested.
import { Messages, readPageSize, reviewerSearchTargets, searchToken, type InvitationDoc, type InvitationListQuery, type InvitationState } from '@confsys/domain';
import type { Query } from 'firebase-admin/firestore';
import { documents, readPage } from '../documents';
import { badRequest } from '../errors';
import { invitationView } from './invitations';

const cursorUnknown = (id: string) => `cursor names no invitation (${id}): start from the first page.`;

/** The query of a state at `now`: the stored state, while not expired for those that wait; or those waiting past their expiry. */
export function ofState(query: Query<InvitationDoc>, state: InvitationState | undefined, now: string): Query<InvitationDoc> {
  if (state === undefined) return query;
  if (state === 'expired') return query.where('waiting', '==', true).where('expiresAt', '<=', now);
  if (state === 'invited' || state === 'opened') return query.where('state', '==', state).where('expiresAt', '>', now);
  return query.where('state', '==', state);
}

/** The invitations in a state at `now` (a mailing to the invitees of one state). */
export async function invitationsInState(state: InvitationState, now: Date): Promise<InvitationDoc[]> {
  return (await ofState(documents.invitations, state, now.toISOString()).get()).docs.map((doc) => doc.data());
}

/** Which of these addresses have an invitation in this edition (in queries of 30, Firestore's `in` limit). */
async function invitedAmong(emails: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(emails)];
  const chunks = Array.from({ length: Math.ceil(unique.length / 30) }, (_, at) => unique.slice(at * 30, at * 30 + 30));
  const found = await Promise.all(chunks.map((chunk) => documents.invitations.where('email', 'in', chunk).select('email').get()));
  return new Set(found.flatMap((snapshot) => snapshot.docs.map((doc) => doc.get('email') as string)));
}

/** One page of invitations (at most pageSize), the next page's cursor, how many match, and the page's suggestions. */
export async function readInvitationPage(query: InvitationListQuery | undefined) {
  const pageSize = readPageSize(query?.pageSize);
  if (pageSize === null) throw badRequest(Messages.pageSizeRange);
  const now = new Date();
  const token = searchToken(query?.q ?? '');
  const searched: Query<InvitationDoc> = token === null ? documents.invitations : documents.invitations.where('searchTokens', 'array-contains-any', reviewerSearchTargets(token, true));
  const matching = ofState(searched, query?.state, now.toISOString());
  const cursor = query?.cursor === undefined ? null : documents.invitations.doc(query.cursor);
  const [page, total] = await Promise.all([
    readPage(matching.orderBy('expiresAt'), pageSize, cursor, cursorUnknown(query?.cursor ?? '')),
    matching.count().get().then((count) => count.data().count),
  ]);
  const invitations = page.docs.map((doc) => invitationView(doc.data(), now.getTime()));
  const suggested = invitations.flatMap((invitation) => (invitation.declined?.suggestions ?? []).map((person) => ({ ...person, suggestedBy: invitation.name, invitationId: invitation.id })));
  const invited = await invitedAmong(suggested.map((person) => person.email));
  return { invitations, next: page.next, total, suggestions: suggested.map((person) => ({ ...person, invited: invited.has(person.email) })) };
}
