// Adding a reviewer record with its profile file (PDF, DOC or DOCX by its bytes). One record per email:
// a record already stored is found first, and the address is claimed in the transaction that writes the
// record (reviewerEmails.ts). When the address has no account yet, a reviewer
// account is made for it and the address is invited to set its password (the same link as
// self-registration), so nobody else can claim the account before its owner does. A PDF profile's text
// (its first pages, within the PDF reading bounds) is kept for the assignment's text affinity.
import { Messages, type AnswerOf, type Endpoints, fileUrl, reviewerRecord, type ReviewerDoc } from '@confsys/domain';
import { db } from '../admin';
import { documents } from '../documents';
import { storePaths } from '../storePaths';
import { normaliseEmail } from '../accounts/accounts';
import { inviteReviewerAccount } from '../accounts/reviewerAccounts';
import { claimEmail, recordWithEmail } from './reviewerEmails';
import { badRequest, conflict } from '../errors';
import { fileStore } from '../fileStore';
import { checkUpload } from '../uploads';
import { recordAudit } from '../audit/audit';
import { checkPdfCost } from '../pdf/limits';
import { pdfText } from '../pdf/anonymityCheck';
import type { z } from 'zod/mini';
import type { Caller } from '../auth';
import type { UploadedFile } from '../multipart';

/** The reviewer record form as sent (its fields checked by the endpoint table). */
export type ReviewerRecordForm = z.output<(typeof Endpoints)['addReviewer']['body']['multipart']>;

/** Adds the record with its profile file, and answers its ID and whether an account was invited. */
export async function addReviewerRecord(caller: Caller, { name, affiliation, researchArea, ...record }: ReviewerRecordForm, profile: UploadedFile | undefined): Promise<AnswerOf<(typeof Endpoints)['addReviewer']>> {
  if (!profile) throw badRequest(Messages.profileRequired, { profile: Messages.profileRequired });
  const upload = checkUpload(profile, 'profile');
  const type = upload.type as 'pdf' | 'doc' | 'docx';
  const email = normaliseEmail(record.email);
  if (await recordWithEmail(email)) throw conflict(Messages.reviewerEmailExists);
  const ref = documents.reviewers.doc();
  const storePath = storePaths.profile(ref.id, type);
  const profileText = type === 'pdf' ? await readableText(upload.bytes) : '';
  const base = reviewerRecord({
    id: ref.id,
    name,
    affiliation,
    email,
    profile: fileUrl('profile', ref.id, type),
    profileType: type,
    researchArea,
    createdAt: new Date().toISOString(),
  });
  const reviewer: ReviewerDoc = profileText ? { ...base, profileText } : base;
  await fileStore().save(storePath, upload.bytes, upload.contentType);
  try {
    await db.runTransaction(async (transaction) => {
      if (!(await claimEmail(transaction, email, ref.id))) throw conflict(Messages.reviewerEmailExists);
      transaction.create(ref, reviewer);
      recordAudit(transaction, caller, { action: 'reviewer.add', target: `reviewer:${ref.id}`, before: null, after: { name, affiliation, email } });
    });
  } catch (error) {
    await fileStore().remove(storePath).catch(() => undefined);
    throw error;
  }
  return { success: true, message: Messages.reviewerAdded, id: ref.id, invited: await inviteReviewerAccount(reviewer.name, reviewer.email) };
}

/** The profile PDF's first pages as text, for the assignment's text affinity; none when it cannot be read within the bounds. */
async function readableText(bytes: Uint8Array): Promise<string> {
  try {
    checkPdfCost(bytes);
    return await pdfText(bytes, profilePages, profileCharacters);
  } catch {
    return '';
  }
}

const profilePages = 5;
const profileCharacters = 20_000;
