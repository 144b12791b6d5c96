// DELETE /api/admin/deletereviewer/{id}: deletes a reviewer record that no paper under review is assigned
// to (lib/committee/deleteReviewer.ts).
import { handles } from '../../lib/http';
import { deleteReviewerRecord } from '../../lib/committee/deleteReviewer';

export const deleteReviewer = handles('deleteReviewer', async ({ params, caller }) => deleteReviewerRecord(params.id ?? '', caller));
