// POST /api/admin/invitations: previews invitations to the committee ({ people | from, message, maxLoad,
// expiresInDays, preview: true }, stored for its maker), or sends a preview's ({ previewId, apply: true }).
import { handles } from '../../lib/http';
import { applyInvitations, previewInvitations, previousEditionReviewers } from '../../lib/committee/sendInvitations';

export const sendInvitations = handles('sendInvitations', async ({ body, caller }) => {
  if (body.previewId !== undefined) return applyInvitations(body.previewId, caller);
  const people = body.people ?? (await previousEditionReviewers());
  return previewInvitations(people, { message: body.message ?? '', maxLoad: body.maxLoad ?? 1, expiresInDays: body.expiresInDays ?? 1 }, caller);
});
