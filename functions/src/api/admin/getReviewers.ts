// GET /api/admin/getreviewers: every reviewer record, by name.
import { Collections, type ReviewerDoc } from '@confsys/domain';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/http';
import { reviewerView } from '../../lib/reviewers';

export const getReviewers: Handler = async () => {
  const snapshot = await db.collection(Collections.reviewers).orderBy('name').get();
  return { success: true, reviewers: snapshot.docs.map((doc) => reviewerView({ ...(doc.data() as ReviewerDoc), id: doc.id })) };
};
