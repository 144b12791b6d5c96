// GET /api/admin/getpapers: every paper with its reviewer and authors, for the admin's paper grid.
import type { AdminPaperView } from '@confsys/domain';
import { documents } from '../../lib/documents';
import { handles } from '../../lib/http';

export const getPapers = handles('getPapers', async () => {
  const [papers, manuscripts] = await Promise.all([documents.papers.get(), documents.manuscripts.get()]);
  const authorsById = new Map(manuscripts.docs.map((doc) => [doc.id, doc.data().authors]));
  const views: AdminPaperView[] = papers.docs.map((doc) => {
    const paper = doc.data();
    return {
      paperId: paper.paperId,
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
});
