// The messages about a paper: to its authors (who they go to: the submitting author's account, every
// author listed on the paper) and to a reviewer assigned to it, and what they say.
import { SitePages, reviewFormPage, type Assignment, type ManuscriptDoc, type PaperDoc } from '@confsys/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { documents } from '../documents';
import type { MailDraft } from './outbox';
import { siteLink } from './settings';
import { mailTemplates, type Letter, type PaperFacts } from './templates';

/** The account that submitted the paper (its email and name), read in the transaction. */
export async function submittingAuthor(transaction: Transaction, manuscript: ManuscriptDoc): Promise<{ name: string; email: string } | null> {
  const user = (await transaction.get(documents.users.doc(manuscript.authorId))).data();
  return user ? { name: user.name, email: user.email } : null;
}

/** A message about a paper to `to`, filed under the paper: its template gets the paper's ID and title besides `facts`. */
function mailAbout<F extends PaperFacts>(paper: PaperFacts, to: readonly string[], template: (facts: F) => Letter, facts: Omit<F, keyof PaperFacts>): MailDraft {
  return { to, paperId: paper.paperId, mail: template({ paperId: paper.paperId, title: paper.title, ...facts } as F) };
}

/** The decision, to the submitting author, with the reviewers' comments attached once they were sent. */
export function decisionMail(paper: PaperDoc, author: { name: string; email: string }, accepted: boolean): MailDraft {
  const comments = paper.reviewPdfStorePath;
  return {
    ...mailAbout(paper, [author.email], mailTemplates.decision, { name: author.name, accepted, commentsAttached: Boolean(comments), dashboardUrl: siteLink(SitePages.authorDashboard) }),
    attachments: comments ? [{ filename: `${paper.paperId}-reviews.pdf`, path: comments }] : [],
  };
}

/** The submitting author's address (when known) and every listed author's: the recipients of news of the paper. */
export function everyAuthor(manuscript: Pick<ManuscriptDoc, 'authors'>, submittingEmail: string | null): string[] {
  return [...(submittingEmail ? [submittingEmail] : []), ...manuscript.authors.map((author) => author.email)];
}

/** Publication, to every author listed on the paper and the submitting author. */
export function publicationMail(paper: PaperDoc, manuscript: ManuscriptDoc, submitting: { email: string } | null): MailDraft {
  return mailAbout(paper, everyAuthor(manuscript, submitting?.email ?? null), mailTemplates.publication, {});
}

/**
 * To a reviewer just assigned: the paper's title and abstract, never its authors, and the review deadline
 * (their own due date when the chair asks them urgently, with the chair's note).
 */
export function assignmentMail(paper: Pick<PaperDoc, 'paperId' | 'title' | 'abstract'>, assignment: Pick<Assignment, 'name' | 'email'>, deadline: string, urgent?: { note: string }): MailDraft {
  return mailAbout(paper, [assignment.email], mailTemplates.assignment, {
    abstract: paper.abstract,
    reviewerName: assignment.name,
    deadline,
    reviewUrl: siteLink(reviewFormPage(paper.paperId)),
    ...(urgent ? { urgent } : {}),
  });
}
