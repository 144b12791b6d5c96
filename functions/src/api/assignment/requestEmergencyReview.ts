// POST /api/admin/papers/{paperId}/emergency-requests: the chair's request to a member to take an overdue
// review, previewed ({ reviewerId, dueAt, note?, preview: true }) then sent ({ previewId, apply: true }).
import { handles } from '../../lib/http';
import { applyEmergencyRequest, previewEmergencyRequest } from '../../lib/assignment/emergency';

export const requestEmergencyReview = handles('requestEmergencyReview', ({ params, body, caller }) =>
  body.previewId !== undefined ? applyEmergencyRequest(params.paperId ?? '', body.previewId, caller) : previewEmergencyRequest(params.paperId ?? '', body, caller),
);
