// Which stored file a download names and whether the caller may read it: the manuscript to its author,
// its assigned reviewers and admins (reviewers get the reviewer's copy, pages only, under a file name
// without authors); the receipt to its author and admins; the comments PDF to admins (made afresh from
// the submitted reviews), and to the author once sent and decided; reviewer profiles to admins.
import { Messages, authorSeesComments, extensionOf, type FileKind, type PaperDoc } from '@confsys/domain';
import { renderComments } from '../reviews/commentsFile';
import { readPaperReviews } from '../reviewStore';
import type { Caller } from '../auth';
import { forbidden, notFound } from '../errors';
import { fileStore, type StoredFile } from '../fileStore';
import { manuscriptStore, readReviewerCopy } from '../submissions/manuscriptFiles';
import { storePaths } from '../storePaths';
import { isAdmin, isAssignedReviewer, isOwner, loadManuscript, loadPaper } from '../papers';
import { loadReviewer } from '../committee/reviewers';
import { openPaymentOfPayer, paymentCovering } from '../paymentStore';

export interface Located {
  /** Where the file is stored, or how to read it (the reviewer's copy may be built on first use). */
  read: () => Promise<StoredFile | null>;
  fileName: string;
}

const stored = (storePath: string) => () => fileStore().read(storePath);

export const fileNotFound = () => notFound('File not found.');

/** The comments PDF of the submitted reviews as they are now, or nothing before the first. */
async function commentsNow(paper: PaperDoc): Promise<StoredFile | null> {
  const bytes = await renderComments(paper, await readPaperReviews(paper));
  return bytes ? { bytes: Buffer.from(bytes), contentType: 'application/pdf' } : null;
}

/** The stored file of that kind and ID with its download name, when the caller may read it (403 otherwise, 404 when there is none). */
export async function locateFile(kind: FileKind, paperId: string, caller: Caller): Promise<Located> {
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

