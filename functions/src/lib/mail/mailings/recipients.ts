// Who a mailing goes to, with each recipient's facts for the merge fields: the authors of the edition's
// papers (the submitting account and every listed author) by the paper's status, their registration and
// their camera-ready and copyright state; the reviewers by assignment, missing reviews, bids, topic and
// invitation (the invitees themselves, for a state other than accepted);
// the registered participants by category, attendance, payment and attendance mark; or the authors of
// listed papers. Each person once (by address), unless the message is per paper: then once per paper of
// theirs. A fact a recipient lacks is left out of their values, and the rendering names it.
import {
  PaperStatus,
  SitePages,
  comparePaperIds,
  formatAmount,
  formatDeadlineIn,
  dueDateOf,
  perPaperOf,
  type FieldValues,
  type MailRecipients,
  type ManuscriptDoc,
  type PaperDoc,
  type ParticipantDoc,
  type ReviewerDoc,
} from '@confsys/domain';
import { shownCalendar } from '../../calendar/calendar';
import { documents, readAll } from '../../documents';
import { missingReviews } from '../reminders';
import { conferenceValues } from '../conferenceValues';
import { siteLink } from '../settings';
import { mailHooks } from '../hooks';

export interface Recipient {
  email: string;
  name: string;
  /** The paper a per-paper message is about; null for a message per person. */
  paperId: string | null;
  values: FieldValues;
}

const lower = (email: string) => email.trim().toLowerCase();

/** A participant's registration facts: the number is their registration's, the amount what is still due. */
function registrationValues(participant: ParticipantDoc | undefined): FieldValues {
  if (!participant) return {};
  const due = participant.confirmedAt ? 0 : participant.amount.total;
  return { 'registration.number': participant.uid, 'registration.amountDue': formatAmount(due, participant.amount.currency) };
}

type RegistrationState = 'none' | 'awaiting' | 'confirmed';
const registrationStateOf = (participant: ParticipantDoc | undefined): RegistrationState => (!participant ? 'none' : participant.confirmedAt ? 'confirmed' : 'awaiting');

/** Every registered participant of the edition, by address. */
async function participantsByEmail(): Promise<Map<string, ParticipantDoc>> {
  const participants = await documents.participants.get();
  return new Map(participants.docs.map((doc) => doc.data()).map((participant) => [lower(participant.email), participant]));
}

/** The papers, their manuscripts and proceedings, and the submitting accounts, for the authors' groups. */
async function papersWithAuthors(papers: readonly PaperDoc[]) {
  if (papers.length === 0) return [];
  const [manuscripts, proceedings] = await Promise.all([
    readAll(papers.map((paper) => documents.manuscripts.doc(paper.paperId))),
    readAll(papers.map((paper) => documents.proceedings.doc(paper.paperId))),
  ]);
  const manuscriptOf = new Map(papers.flatMap((paper, at) => (manuscripts[at] ? [[paper.paperId, manuscripts[at]] as const] : [])));
  const proceedingsOf = new Map(papers.flatMap((paper, at) => (proceedings[at] ? [[paper.paperId, proceedings[at]] as const] : [])));
  const authorIds = [...new Set([...manuscriptOf.values()].map((manuscript) => manuscript.authorId))];
  const users = await readAll(authorIds.map((uid) => documents.users.doc(uid)));
  const userOf = new Map(authorIds.flatMap((uid, at) => (users[at] ? [[uid, users[at]] as const] : [])));
  return papers.flatMap((paper) => {
    const manuscript = manuscriptOf.get(paper.paperId);
    if (!manuscript) return [];
    const submitting = userOf.get(manuscript.authorId);
    // The submitting account first (its name as registered), then each listed author not already named.
    const people = new Map<string, string>();
    if (submitting) people.set(lower(submitting.email), submitting.name);
    for (const author of manuscript.authors) if (!people.has(lower(author.email))) people.set(lower(author.email), author.name);
    return [{ paper, manuscript, proceedings: proceedingsOf.get(paper.paperId) ?? null, people }];
  });
}

/** A paper's own facts for its authors: the reviews only once they were sent to them. */
async function paperValuesForAuthors(paper: PaperDoc, manuscript: ManuscriptDoc, withReviews: boolean): Promise<FieldValues> {
  const values: FieldValues = {
    'paper.id': paper.paperId,
    'paper.title': paper.title,
    'paper.decision': decisionOf(paper),
    'paper.authors': manuscript.authors.map((author) => author.name).join(', '),
  };
  if (withReviews && paper.reviewPdfStorePath) values.reviews = await mailHooks().reviewsText(paper);
  return values;
}

function decisionOf(paper: Pick<PaperDoc, 'status'>): string {
  if (paper.status === PaperStatus.Accepted || paper.status === PaperStatus.Published) return 'Accepted';
  if (paper.status === PaperStatus.Rejected) return 'Rejected';
  return 'No decision yet';
}

const byPerson = (a: Recipient, b: Recipient) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email) || comparePaperIds(a.paperId ?? '', b.paperId ?? '');

/** The authors' group, or the authors of listed papers: once each, or once per paper of theirs. */
async function authorRecipients(to: Extract<MailRecipients, { group: 'authors' | 'papers' }>, base: FieldValues, withReviews: boolean): Promise<Recipient[]> {
  const papers =
    to.group === 'papers'
      ? (await readAll(to.filter.paperIds.map((paperId) => documents.papers.doc(paperId)))).filter((paper) => paper !== undefined)
      : (await (to.filter?.paperStatus ? documents.papers.where('status', '==', to.filter.paperStatus) : documents.papers.where('status', '!=', PaperStatus.Withdrawn)).get()).docs.map((doc) => doc.data());
  const filter = to.group === 'authors' ? (to.filter ?? {}) : {};
  const [found, participants] = await Promise.all([papersWithAuthors(papers), participantsByEmail()]);
  const perPaper = perPaperOf(to);
  const recipients = new Map<string, Recipient>();
  for (const { paper, manuscript, proceedings, people } of found) {
    if (filter.cameraReady && (proceedings?.cameraReady ? 'uploaded' : 'missing') !== filter.cameraReady) continue;
    if (filter.copyright && (proceedings?.copyright ? 'signed' : 'missing') !== filter.copyright) continue;
    const paperValues = perPaper ? await paperValuesForAuthors(paper, manuscript, withReviews) : {};
    for (const [email, name] of people) {
      const participant = participants.get(email);
      const state = registrationStateOf(participant);
      if (filter.registration && (filter.registration === 'notConfirmed' ? state === 'confirmed' : state !== filter.registration)) continue;
      const key = perPaper ? `${email}|${paper.paperId}` : email;
      if (recipients.has(key)) continue;
      recipients.set(key, {
        email,
        name,
        paperId: perPaper ? paper.paperId : null,
        values: { ...base, name, 'link.dashboard': siteLink(SitePages.authorDashboard), ...registrationValues(participant), ...paperValues },
      });
    }
  }
  return [...recipients.values()].sort(byPerson);
}

/** The reviewers' group: once each, or once per paper assigned to them. */
async function reviewerRecipients(to: Extract<MailRecipients, { group: 'reviewers' }>, base: FieldValues, calendar: { reviewDeadline: string; timeZone: string }): Promise<Recipient[]> {
  const filter = to.filter ?? {};
  // Invitees who have not accepted are not members: they get one message each, with no member's facts.
  const invitations = filter.invitation ? await mailHooks().invitationsInState(filter.invitation, new Date()) : null;
  if (invitations && filter.invitation !== 'accepted') {
    const invitees = new Map(invitations.map((invitation) => [lower(invitation.email), { email: lower(invitation.email), name: invitation.name, paperId: null, values: { ...base, name: invitation.name } }]));
    return [...invitees.values()].sort(byPerson);
  }
  const [reviewers, papers, missing, bids] = await Promise.all([
    documents.reviewers.get(),
    documents.papers.where('status', '!=', PaperStatus.Withdrawn).get(),
    filter.review ? missingReviews() : Promise.resolve([]),
    filter.bids ? documents.bids.select('reviewerId').get() : null,
  ]);
  const assigned = new Map<string, PaperDoc[]>();
  for (const paper of papers.docs.map((doc) => doc.data())) {
    for (const assignment of paper.reviewers) assigned.set(assignment.reviewerId, [...(assigned.get(assignment.reviewerId) ?? []), paper]);
  }
  const missingFor = new Map<string, Set<string>>();
  for (const { paper, assignment } of missing) missingFor.set(assignment.reviewerId, (missingFor.get(assignment.reviewerId) ?? new Set()).add(paper.paperId));
  const bidders = new Set(bids?.docs.map((doc) => String(doc.get('reviewerId'))) ?? []);
  const topic = filter.topic?.toLowerCase();
  const joined = invitations && new Set(invitations.flatMap((invitation) => (invitation.accepted ? [invitation.accepted.reviewerId] : [])));
  const chosen = reviewers.docs
    .map((doc) => doc.data())
    .filter((reviewer: ReviewerDoc) => {
      if (joined && !joined.has(reviewer.id)) return false;
      const papersOf = assigned.get(reviewer.id) ?? [];
      if (filter.assignment && (papersOf.length > 0 ? 'assigned' : 'unassigned') !== filter.assignment) return false;
      if (filter.review === 'missing' && !missingFor.has(reviewer.id)) return false;
      if (filter.review === 'submitted' && (papersOf.length === 0 || missingFor.has(reviewer.id))) return false;
      if (filter.bids && (bidders.has(reviewer.id) ? 'some' : 'none') !== filter.bids) return false;
      if (topic && !(reviewer.topics ?? []).some((chosenTopic) => chosenTopic.toLowerCase() === topic)) return false;
      return true;
    });
  const recipients: Recipient[] = [];
  for (const reviewer of chosen) {
    const values: FieldValues = { ...base, name: reviewer.name, 'link.dashboard': siteLink(SitePages.reviewerDashboard) };
    if (!perPaperOf(to)) {
      recipients.push({ email: lower(reviewer.email), name: reviewer.name, paperId: null, values });
      continue;
    }
    // Per paper: each paper assigned to them (only those still missing a review when the filter says so).
    for (const paper of (assigned.get(reviewer.id) ?? []).filter((candidate) => filter.review !== 'missing' || missingFor.get(reviewer.id)?.has(candidate.paperId))) {
      const assignment = paper.reviewers.find((candidate) => candidate.reviewerId === reviewer.id);
      recipients.push({
        email: lower(reviewer.email),
        name: reviewer.name,
        paperId: paper.paperId,
        values: { ...values, 'paper.id': paper.paperId, 'paper.title': paper.title, 'paper.decision': decisionOf(paper), 'review.due': formatDeadlineIn(dueDateOf(assignment, calendar.reviewDeadline), calendar.timeZone) },
      });
    }
  }
  return recipients.sort(byPerson);
}

/** The registered participants: once each. */
async function participantRecipients(to: Extract<MailRecipients, { group: 'participants' }>, base: FieldValues): Promise<Recipient[]> {
  const filter = to.filter ?? {};
  const participants = [...(await participantsByEmail()).values()].filter((participant) => {
    if (filter.category && participant.category !== filter.category) return false;
    if (filter.attendance && participant.attendance !== filter.attendance) return false;
    if (filter.registration && registrationStateOf(participant) !== filter.registration) return false;
    if (filter.attended !== undefined && Boolean(participant.attendedAt) !== filter.attended) return false;
    return true;
  });
  return participants
    .map((participant) => ({
      email: lower(participant.email),
      name: participant.billing.name,
      paperId: null,
      values: { ...base, name: participant.billing.name, 'link.dashboard': siteLink(SitePages.authorDashboard), ...registrationValues(participant) },
    }))
    .sort(byPerson);
}

/**
 * Everyone a mailing goes to, with their facts. `withReviews`: read the sent reviews of each paper (only
 * when the message uses {{reviews}}: it reads each paper's reviews).
 */
export async function recipientsOf(to: MailRecipients, { withReviews }: { withReviews: boolean }): Promise<Recipient[]> {
  const [base, calendar] = await Promise.all([conferenceValues(), shownCalendar()]);
  switch (to.group) {
    case 'authors':
    case 'papers':
      return authorRecipients(to, base, withReviews);
    case 'reviewers':
      return reviewerRecipients(to, base, calendar);
    case 'participants':
      return participantRecipients(to, base);
  }
}
