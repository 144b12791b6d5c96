// The messages about a paper: to its authors (who they go to: the submitting author's account, every
// author listed on the paper) and to a reviewer assigned to it, and what they say.
import { SitePages, reviewFormPage, type Assignment, type ManuscriptDoc, type PaperDoc } from '@confsys/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { documents } from '../documents';
import type { MailDraft } from './outbox';
import { siteLink } from './settings';
import { mailTemplates } from './templates';

/** The account that submitted the paper (its email and name), read in the transaction. */
export async function submittingAuthor(transaction: Transaction, manuscript: ManuscriptDoc): Promise<{ name: string; email: string } | null> {
  const user = (await transaction.get(documents.users.doc(manuscript.authorId))).data();
  return user ? { name: user.name, email: user.email } : null;
}

/** The decision, to the submitting author, with the reviewers' comments attached once they were sent. */
export function decisionMail(paper: PaperDoc, author: { name: string; email: string }, accepted: boolean): MailDraft {
  const comments = paper.reviewPdfStorePath;
  return {
    to: [author.email],
    paperId: paper.paperId,
    mail: mailTemplates.decision({
      paperId: paper.paperId,
      title: paper.title,
      name: author.name,
      accepted,
      commentsAttached: Boolean(comments),
      dashboardUrl: siteLink(SitePages.authorDashboard),
    }),
    attachments: comments ? [{ filename: `${paper.paperId}-reviews.pdf`, path: comments }] : [],
  };
}

/** The submitting author's address (when known) and every listed author's: the recipients of news of the paper. */
export function everyAuthor(manuscript: Pick<ManuscriptDoc, 'authors'>, submittingEmail: string | null): string[] {
  return [...(submittingEmail ? [submittingEmail] : []), ...manuscript.authors.map((author) => author.email)];
}

/** Publication, to every author listed on the paper and the submitting author. */
export function publicationMail(paper: PaperDoc, manuscript: ManuscriptDoc, submitting: { email: string } | null): MailDraft {
  return {
    to: everyAuthor(manuscript, submitting?.email ?? null),
    paperId: paper.paperId,
    mail: mailTemplates.publication({ paperId: paper.paperId, title: paper.title }),
  };
}

/** To a reviewer just assigned: the paper's title and abstract, never its authors, and the review deadline. */
export function assignmentMail(paper: Pick<PaperDoc, 'paperId' | 'title' | 'abstract'>, assignment: Pick<Assignment, 'name' | 'email'>, deadline: string): MailDraft {
  return {
    to: [assignment.email],
    paperId: paper.paperId,
    mail: mailTemplates.assignment({
      paperId: paper.paperId,
      title: paper.title,
      abstract: paper.abstract,
      reviewerName: assignment.name,
      deadline,
      reviewUrl: siteLink(reviewFormPage(paper.paperId)),
    }),
  };
}
