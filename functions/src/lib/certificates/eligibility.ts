// Who may have a certificate of each kind, computed from the current edition's data: reviewers with a
// submitted review (how many, how many on time), confirmed participants presenting a paper placed in the
// programme (one per paper), and confirmed participants the chair marked as attended. Everyone looked at
// and not eligible is answered with why, so the chair's preview names them.
import { ReviewStatus, certificateKey, certificateText, type CertificateFacts, type CertificateKind, type ParticipantDoc, type ReviewDoc, type ReviewerDoc } from '@confsys/domain';
import type { Query } from 'firebase-admin/firestore';
import { configDocs, documents, readAll } from '../documents';
import { currentEdition } from '../editionScope';
import { paperRef } from '../papers';
import { isSubmitted } from '../reviewStore';

/** One person (and paper) looked at: the certificate they would get, or why not. */
export interface Candidate {
  email: string;
  name: string;
  uid: string | null;
  paperId: string | null;
  /** What the certificate would certify; null when skipped. */
  facts: CertificateFacts | null;
  /** The certificate's text, or why the person is skipped. */
  text: string;
}

/** Firestore's `in` filter takes at most 30 values. */
const inLimit = 30;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += size) out.push(items.slice(at, at + size));
  return out;
}

/** Every document a query matches, or those whose `field` is one of `values` (in queries of 30). */
async function matching<T>(query: Query<T>, field: string, values: readonly string[] | null): Promise<T[]> {
  if (values === null) return (await query.get()).docs.map((doc) => doc.data());
  const pages = await Promise.all(chunks(values, inLimit).map((part) => query.where(field, 'in', part).get()));
  return pages.flatMap((page) => page.docs.map((doc) => doc.data()));
}

/** The accounts of these addresses: their uid and name. */
async function accountsOf(emails: readonly string[]): Promise<Map<string, { uid: string; name: string }>> {
  const users = await matching(documents.users, 'email', [...new Set(emails)]);
  return new Map(users.map((user) => [user.email.toLowerCase(), { uid: user.uid, name: user.name }]));
}

const will = (base: Omit<Candidate, 'facts' | 'text'>, facts: CertificateFacts): Candidate => ({ ...base, facts, text: certificateText(facts, currentEdition().name) });
const skip = (base: Omit<Candidate, 'facts' | 'text'>, why: string): Candidate => ({ ...base, facts: null, text: why });

/** Reviewers: each record with at least one submitted review (not a draft) in this edition. */
async function reviewerCandidates(emails: readonly string[] | null): Promise<Candidate[]> {
  const records: ReviewerDoc[] = await matching(documents.reviewers, 'email', emails);
  // Firestore takes one `in` filter of 30 values: all submitted reviews, or the named reviewers' reviews (drafts dropped below).
  const reviews: ReviewDoc[] =
    emails === null
      ? await matching(documents.reviews.where('status', 'in', [ReviewStatus.Submitted, ReviewStatus.Published]), 'status', null)
      : await matching(documents.reviews, 'reviewerId', records.map((record) => record.id));
  const byReviewer = new Map<string, ReviewDoc[]>();
  for (const review of reviews.filter(isSubmitted)) byReviewer.set(review.reviewerId, [...(byReviewer.get(review.reviewerId) ?? []), review]);
  const accounts = await accountsOf(records.map((record) => record.email));
  // One certificate per person, whatever number of records share the address.
  const byEmail = new Map<string, { record: ReviewerDoc; reviews: ReviewDoc[] }>();
  for (const record of records) {
    const email = record.email.toLowerCase();
    const seen = byEmail.get(email);
    byEmail.set(email, { record: seen?.record ?? record, reviews: [...(seen?.reviews ?? []), ...(byReviewer.get(record.id) ?? [])] });
  }
  return [...byEmail.entries()].map(([email, { record, reviews: own }]) => {
    const base = { email, name: record.name, uid: accounts.get(email)?.uid ?? null, paperId: null };
    if (own.length === 0) return skip(base, 'no submitted review in this edition');
    return will(base, { kind: 'reviewer', reviews: own.length, onTime: own.filter((review) => review.late !== true).length });
  });
}

const notConfirmed = 'registration not confirmed (no verified payment)';

/** The participants (those named, or all) with the name their certificate prints: the account's, else the billing name. */
async function participantsOf(emails: readonly string[] | null): Promise<Array<{ participant: ParticipantDoc; name: string }>> {
  const participants: ParticipantDoc[] = await matching(documents.participants, 'email', emails);
  const users = await readAll(participants.map((participant) => documents.users.doc(participant.uid)));
  return participants.map((participant, at) => ({ participant, name: users[at]?.name || participant.billing.name }));
}

/** Presenters: one candidate per paper a participant presents; eligible when confirmed and the paper is in a session of the programme. */
async function presenterCandidates(emails: readonly string[] | null): Promise<Candidate[]> {
  const [people, programme] = await Promise.all([participantsOf(emails), configDocs.programme.get()]);
  const sessionOf = new Map<string, string>();
  for (const session of programme.data()?.sessions ?? []) if (session.kind === 'session') for (const paperId of session.paperIds) sessionOf.set(paperId, session.title);
  const paperIds = [...new Set(people.flatMap(({ participant }) => participant.paperIds))];
  const papers = await readAll(paperIds.map(paperRef));
  const titles = new Map(paperIds.map((paperId, at) => [paperId, papers[at]?.title]));
  return people.flatMap(({ participant, name }) => {
    const email = participant.email.toLowerCase();
    if (participant.paperIds.length === 0) return emails === null ? [] : [skip({ email, name, uid: participant.uid, paperId: null }, 'presents no paper (the registration lists none)')];
    return participant.paperIds.map((paperId) => {
      const base = { email, name, uid: participant.uid, paperId };
      const title = titles.get(paperId);
      if (!participant.confirmedAt) return skip(base, notConfirmed);
      if (title === undefined) return skip(base, `no paper has the ID ${paperId}`);
      const session = sessionOf.get(paperId);
      if (session === undefined) return skip(base, `${paperId} is not in a session of the programme`);
      return will(base, { kind: 'presenter', paperId, title, session });
    });
  });
}

/** Attendees: confirmed participants the chair marked as attended. */
async function attendeeCandidates(emails: readonly string[] | null): Promise<Candidate[]> {
  return (await participantsOf(emails)).map(({ participant, name }) => {
    const base = { email: participant.email.toLowerCase(), name, uid: participant.uid, paperId: null };
    if (!participant.confirmedAt) return skip(base, notConfirmed);
    if (!participant.attendedAt) return skip(base, 'not marked as attended');
    return will(base, { kind: 'attendee', attendance: participant.attendance });
  });
}

const finders: Record<CertificateKind, (emails: readonly string[] | null) => Promise<Candidate[]>> = {
  reviewer: reviewerCandidates,
  presenter: presenterCandidates,
  attendee: attendeeCandidates,
};

/**
 * Everyone of the kind in the current edition (or those named), each with the certificate they would
 * get or why not, ordered by name; then each named address that matches nobody, as a row saying so.
 */
export async function candidates(kind: CertificateKind, emails: readonly string[] | null): Promise<Candidate[]> {
  const named = emails === null ? null : [...new Set(emails)];
  const found = await finders[kind](named);
  const matched = new Set(found.map((candidate) => candidate.email));
  const nobody = kind === 'reviewer' ? 'no reviewer record of this edition has this email' : 'no registration of this edition has this email';
  const unknown = (named ?? []).filter((email) => !matched.has(email)).map((email) => skip({ email, name: '', uid: null, paperId: null }, nobody));
  const ordered = found.sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email) || (a.paperId ?? '').localeCompare(b.paperId ?? ''));
  return [...ordered, ...unknown];
}

/** The key of the certificate a candidate would get (certificateKey). */
export function candidateKey(kind: CertificateKind, candidate: Pick<Candidate, 'email' | 'paperId'>): string {
  return certificateKey(currentEdition().id, kind, candidate.email, candidate.paperId);
}
