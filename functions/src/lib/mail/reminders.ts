// Reminders: the reviewers whose reviews are missing (assigned to a paper under review, with no review
// submitted), each with those papers. The preview and the queueing read it the same way.
import { comparePaperIds, PaperStatus, ReviewStatus, SitePages, reviewDocId, type Assignment, type PaperDoc, type ReminderPreviewAnswer } from '@confsys/domain';
import { documents } from '../documents';
import { isSubmitted } from '../reviewStore';
import { mailTemplates } from './templates';
import { siteLink } from './settings';
import type { MailDraft } from './outbox';

/** A reminder: the reviewer and every paper whose review they have not submitted. */
export type Reminder = Omit<ReminderPreviewAnswer['reminders'][number], 'missing'>;

/** Every review still missing: each paper under review with each of its reviewers who has not submitted. */
export async function missingReviews(): Promise<Array<{ paper: PaperDoc; assignment: Assignment }>> {
  const [papers, reviews] = await Promise.all([
    documents.papers.where('status', '==', PaperStatus.UnderReview).get(),
    documents.reviews.where('status', 'in', [ReviewStatus.Submitted, ReviewStatus.Published]).get(),
  ]);
  const done = new Set(reviews.docs.map((doc) => doc.data()).filter(isSubmitted).map((review) => reviewDocId(review.paperId, review.reviewerId)));
  return papers.docs
    .map((doc) => doc.data())
    .flatMap((paper) => paper.reviewers.filter((assignment) => !done.has(reviewDocId(paper.paperId, assignment.reviewerId))).map((assignment) => ({ paper, assignment })));
}

export async function remindersDue(): Promise<Reminder[]> {
  const byReviewer = new Map<string, Reminder>();
  for (const { paper, assignment } of await missingReviews()) {
    const entry = byReviewer.get(assignment.reviewerId) ?? { reviewerId: assignment.reviewerId, name: assignment.name, email: assignment.email, papers: [] };
    entry.papers.push({ paperId: paper.paperId, title: paper.title });
    byReviewer.set(assignment.reviewerId, entry);
  }
  const reminders = [...byReviewer.values()];
  for (const reminder of reminders) reminder.papers.sort((a, b) => comparePaperIds(a.paperId, b.paperId));
  return reminders.sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
}

/** The reminder to one reviewer, naming the review deadline (as reviewDeadlineText writes it). */
export function reminderMail(reminder: Reminder, deadline: string): MailDraft {
  return {
    to: [reminder.email],
    mail: mailTemplates.reminder({
      reviewerName: reminder.name,
      papers: reminder.papers,
      deadline,
      dashboardUrl: siteLink(SitePages.reviewerDashboard),
    }),
  };
}
