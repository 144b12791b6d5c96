// GET /api/admin/getreviewers: every reviewer record, by name.
import { documents } from '../../lib/documents';
import type { Handler } from '../../lib/http';
import { reviewerView } from '../../lib/reviewers';

export const getReviewers: Handler = async () => {
  const snapshot = await documents.reviewers.orderBy('name').get();
  return { success: true, reviewers: snapshot.docs.map((doc) => reviewerView({ ...doc.data(), id: doc.id })) };
};
