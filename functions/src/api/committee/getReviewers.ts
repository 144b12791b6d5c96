// GET /api/admin/getreviewers: one page of the reviewer records by name (the Reviewers screen), searched
// by name, affiliation or email; never more than the page size (100).
import { handles } from '../../lib/http';
import { readReviewerPage, reviewerView } from '../../lib/committee/reviewers';

export const getReviewers = handles('getReviewers', async ({ query }) => {
  const page = await readReviewerPage(query, { searchEmails: true });
  return { success: true, reviewers: page.reviewers.map(reviewerView), next: page.next, total: page.total };
});
