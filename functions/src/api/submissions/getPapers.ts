// GET /api/admin/getpapers: one page of papers with their reviewers and authors: pageSize (at most 100),
// after (the last paper ID of the previous page), sort (paperId or title), order, status (comma-
// separated), show (needs-reviewers, reviews-missing, in-review), q (a paper ID, title word or author
// name); lib/reviews/paperListPage.ts.
import { handles } from '../../lib/http';
import { readPaperListPage } from '../../lib/reviews/paperListPage';

export const getPapers = handles('getPapers', async ({ query }) => readPaperListPage(query));
