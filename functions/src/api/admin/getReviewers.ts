// GET /api/admin/getreviewers: every reviewer record, by name.
import { documents } from '../../lib/documents';
import { handles } from '../../lib/http';
import { reviewerView } from '../../lib/reviewers';

export const getReviewers = handles('getReviewers', async () => {
  const snapshot = await documents.reviewers.orderBy('name').get();
  return { success: true, reviewers: snapshot.docs.map((doc) => reviewerView({ ...doc.data(), id: doc.id })) };
});
