// GET /api/authors/getmanuscriptbyauthor/{authorId}: an author's submissions (their own only; admins any).
import { Messages, type ManuscriptDoc, type ManuscriptView } from '@confsys/domain';
import { userDoc } from '../../lib/accounts/accounts';
import { documents } from '../../lib/documents';
import { forbidden, notFound } from '../../lib/errors';
import { handles } from '../../lib/http';
import { openPaymentOfPayer, paperPaymentView } from '../../lib/paymentStore';

/** The author's view of a paper; `payment` is the paper's payment (paperPaymentView). */
export function manuscriptView(manuscript: ManuscriptDoc, payment: ManuscriptView['payment'] = null): ManuscriptView {
  return {
    paperId: manuscript.paperId,
    title: manuscript.title,
    status: manuscript.status,
    fileUrl: manuscript.fileUrl,
    comments: manuscript.commentsPath,
    payment,
    receipt: manuscript.receipt ?? null,
    abstract: manuscript.abstract,
    keywords: manuscript.keywords,
    authors: manuscript.authors,
    excludedReviewers: manuscript.excludedReviewers ?? [],
    topics: manuscript.topics ?? [],
    editedAt: manuscript.editedAt ?? null,
    withdrawnAt: manuscript.withdrawnAt ?? null,
    responseReleasedAt: manuscript.responseReleasedAt ?? null,
    submissionDate: manuscript.submissionDate,
    lastUpdatedOn: manuscript.lastUpdatedOn,
  };
}

export const manuscriptsByAuthor = handles('manuscriptsByAuthor', async ({ params, caller }) => {
  const authorId = params.authorId ?? '';
  if (caller.role === 'author' && authorId !== caller.uid) throw forbidden(Messages.onlyOwnManuscripts);
  const author = await userDoc(authorId);
  if (!author || author.role !== 'author') throw notFound('No author with this ID was found.');
  const [snapshot, open] = await Promise.all([documents.manuscripts.where('authorId', '==', authorId).get(), openPaymentOfPayer(authorId)]);
  const manuscripts = snapshot.docs
    .map((doc) => manuscriptView(doc.data(), paperPaymentView(open, doc.id)))
    .sort((a, b) => b.submissionDate.localeCompare(a.submissionDate));
  return { success: true, author: { name: author.name, id: author.uid, email: author.email }, manuscripts };
});
