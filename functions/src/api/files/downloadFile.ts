// GET /api/files/{kind}/{paperId}.{ext}: a paper's file, streamed only to those allowed: the manuscript
// to its author, its assigned reviewer and admins; the receipt to its author and admins; the comments
// PDF to admins (made afresh from the submitted reviews), and to the author once sent and decided; reviewer profiles to admins. Reviewers get
// the reviewer's copy of the manuscript (pages only, lib/pdf/manuscriptPdf.ts) under a file name without authors.
import { Messages, authorSeesComments, extensionOf, isFileKind, splitFileName, type FileKind, type PaperDoc } from '@confsys/domain';
import { renderComments } from '../../lib/reviews/commentsFile';
import { readPaperReviews } from '../../lib/reviewStore';
import type { Caller } from '../../lib/auth';
import { forbidden, notFound } from '../../lib/errors';
import { fileStore, type StoredFile } from '../../lib/fileStore';
import { handles } from '../../lib/http';
import { manuscriptStore, readReviewerCopy } from '../../lib/submissions/manuscriptFiles';
import { storePaths } from '../../lib/storePaths';
import { isAdmin, isAssignedReviewer, isOwner, loadManuscript, loadPaper } from '../../lib/papers';
import { loadReviewer } from '../../lib/committee/reviewers';
import { openPaymentOfPayer, paymentCovering } from '../../lib/payments/store';
import { sendFile } from '../../lib/sendFile';

interface Located {
  /** Where the file is stored, or how to read it (the reviewer's copy may be built on first use). */
  read: () => Promise<StoredFile | null>;
  fileName: string;
}

const stored = (storePath: string) => () => fileStore().read(storePath);

const fileNotFound = () => notFound('File not found.');

/** The comments PDF of the submitted reviews as they are now, or nothing before the first. */
async function commentsNow(paper: PaperDoc): Promise<StoredFile | null> {
  const bytes = await renderComments(paper, await readPaperReviews(paper));
  return bytes ? { bytes: Buffer.from(bytes), contentType: 'application/pdf' } : null;
}

async function locate(kind: FileKind, paperId: string, caller: Caller): Promise<Located> {
  switch (kind) {
    case 'manuscript': {
      // Reviewers may not read the manuscripts collection (it names the authors): check via the paper.
      // They get the reviewer's copy, which holds the pages and nothing else.
      const paper = await loadPaper(paperId);
      if (caller.role === 'reviewer') {
        if (!isAssignedReviewer(caller, paper)) throw forbidden(Messages.forbidden);
        return { read: () => readReviewerCopy(paper), fileName: `${paperId}.pdf` };
      }
      if (!isAdmin(caller) && !isOwner(caller, await loadManuscript(paperId))) throw forbidden(Messages.notYourPaper);
      return { read: stored(manuscriptStore(paper).original), fileName: `${paperId}.pdf` };
    }
    case 'receipt': {
      const manuscript = await loadManuscript(paperId);
      if (!isAdmin(caller) && !isOwner(caller, manuscript)) throw forbidden(Messages.notYourPaper);
      // The paper's payment is the payment of its author's registration that covers it.
      const storePath = paymentCovering(await openPaymentOfPayer(manuscript.authorId), paperId)?.payment.receiptStorePath;
      if (!storePath) throw fileNotFound();
      return { read: stored(storePath), fileName: `${paperId}-receipt.${extensionOf(storePath)}` };
    }
    case 'comments': {
      const [manuscript, paper] = await Promise.all([loadManuscript(paperId), loadPaper(paperId)]);
      const fileName = `${paperId}-review-comments.pdf`;
      // Admins read the reviews as they are now; the author reads what was sent.
      if (isAdmin(caller)) return { read: async () => commentsNow(paper), fileName };
      if (!isOwner(caller, manuscript) || !authorSeesComments(manuscript.status, manuscript.commentsPath)) throw forbidden(Messages.forbidden);
      if (!paper.reviewPdfStorePath) throw fileNotFound();
      return { read: stored(paper.reviewPdfStorePath), fileName };
    }
    case 'profile': {
      if (!isAdmin(caller)) throw forbidden(Messages.forbidden);
      const reviewer = await loadReviewer(paperId);
      if (!reviewer.profileType) throw fileNotFound();
      return { read: stored(storePaths.profile(reviewer.id, reviewer.profileType)), fileName: `reviewer-profile.${reviewer.profileType}` };
    }
    default:
      throw fileNotFound();
  }
}

export const downloadFile = handles('file', async ({ params, res, caller }) => {
  const name = splitFileName(params.file ?? '');
  const kind = params.kind ?? '';
  if (!name || !isFileKind(kind)) throw fileNotFound();
  const located = await locate(kind, name.id, caller);
  const file = await located.read();
  if (!file) throw fileNotFound();
  sendFile(res, file, located.fileName, 'inline');
});
