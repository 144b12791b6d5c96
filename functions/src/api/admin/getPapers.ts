// GET /api/admin/getpapers: every paper with its reviewer and authors, for the admin's paper grid.
import { Collections, type AdminPaperView, type ManuscriptDoc, type PaperDoc } from '@confsys/domain';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/http';

export const getPapers: Handler = async () => {
  const [papers, manuscripts] = await Promise.all([db.collection(Collections.papers).get(), db.collection(Collections.manuscripts).get()]);
  const authorsById = new Map(manuscripts.docs.map((doc) => [doc.id, (doc.data() as ManuscriptDoc).authors ?? []]));
  const views: AdminPaperView[] = papers.docs.map((doc) => {
    const paper = doc.data() as PaperDoc;
    return {
      paperId: paper.paperId ?? doc.id,
      title: paper.title,
      status: paper.status,
      reviewer: paper.reviewerName,
      reviewerId: paper.reviewerId,
      authors: authorsById.get(doc.id) ?? [],
      submissionDate: paper.submissionDate,
      fileUrl: paper.manuscriptPath,
      reviewPdfPath: paper.reviewPdfPath,
    };
  });
  views.sort((a, b) => a.paperId.localeCompare(b.paperId));
  return { papers: views };
};
