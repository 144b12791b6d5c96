// POST /api/admin/addreviewer: a reviewer record with a profile file (PDF, DOC or DOCX by its bytes).
// One record per email: the check and the write happen in one transaction.
import { Collections, Messages, fileUrl, text, uploadRules, validateReviewerRecord, type ReviewerDoc } from '@confsys/domain';
import { db } from '../../lib/admin';
import { normaliseEmail } from '../../lib/accounts';
import { assertValid, badRequest, conflict } from '../../lib/errors';
import { fileStore } from '../../lib/fileStore';
import type { Handler } from '../../lib/http';
import { parseMultipart } from '../../lib/multipart';
import { checkUpload } from '../../lib/uploads';

export const addReviewer: Handler = async ({ req, res }) => {
  const { fields, files } = await parseMultipart(req, { maxFileBytes: uploadRules.profile.maxBytes });
  assertValid(validateReviewerRecord(fields));
  if (!files.profile) throw badRequest(Messages.profileRequired, { profile: Messages.profileRequired });
  const upload = checkUpload(files.profile, 'profile');
  const type = upload.type as 'pdf' | 'doc' | 'docx';
  const email = normaliseEmail(text(fields.email));
  const ref = db.collection(Collections.reviewers).doc();
  const storePath = `profiles/${ref.id}.${type}`;
  const reviewer: ReviewerDoc = {
    id: ref.id,
    name: text(fields.name).trim(),
    affiliation: text(fields.affiliation).trim(),
    email,
    profile: fileUrl('profile', ref.id, type),
    profileType: type,
    researchArea: text(fields.researchArea).trim(),
    createdAt: new Date().toISOString(),
  };
  await fileStore().save(storePath, upload.bytes, upload.contentType);
  try {
    await db.runTransaction(async (transaction) => {
      const same = await transaction.get(db.collection(Collections.reviewers).where('email', '==', email).limit(1));
      if (!same.empty) throw conflict(Messages.reviewerEmailExists);
      transaction.create(ref, reviewer);
    });
  } catch (error) {
    await fileStore().remove(storePath).catch(() => undefined);
    throw error;
  }
  res.status(201);
  return { success: true, message: Messages.reviewerAdded, id: ref.id };
};
