// Rules of the Reviewers screen: the profile badge, the Add Reviewer form's checks, and the request of a
// page of reviewer records (also the assign dialog's candidates).
import {
  maxSearchLength,
  extensionOf,
  formatBytes,
  Messages,
  uploadRules,
  validateReviewerRecord,
  type FieldErrors,
  type FileType,
  reviewerPageQuery,
  type ReviewerListQuery,
  type ReviewerView,
} from '@confsys/domain';
import { pageCursor, type CursorPaging } from '../../../components/tables/cursorPaging';

export type ProfileBadge = 'PDF' | 'DOC';

/** 'PDF' for a PDF profile, 'DOC' for DOC and DOCX; null when the reviewer has none. */
export function profileBadge(reviewer: Pick<ReviewerView, 'profile' | 'profileType'>): ProfileBadge | null {
  if (!reviewer.profile) return null;
  const type = reviewer.profileType ?? extensionOf(reviewer.profile.split('?')[0] ?? '');
  if (type === 'pdf') return 'PDF';
  if (type === 'doc' || type === 'docx') return 'DOC';
  return null;
}

export interface ReviewerFormValues {
  name: string;
  affiliation: string;
  email: string;
  researchArea: string;
}
export type ReviewerFormField = keyof ReviewerFormValues | 'profile';

export const emptyReviewerForm: ReviewerFormValues = { name: '', affiliation: '', email: '', researchArea: '' };

/** The chosen profile file's problem: missing, wrong extension, empty or too large. */
export function profileFileError(file: Pick<File, 'name' | 'size'> | null): string | undefined {
  if (!file) return Messages.profileRequired;
  if (!(uploadRules.profile.types as readonly string[]).includes(extensionOf(file.name) as FileType)) return Messages.profileType;
  if (file.size === 0) return Messages.emptyFile;
  if (file.size > uploadRules.profile.maxBytes) return Messages.fileTooLarge(formatBytes(uploadRules.profile.maxBytes));
  return undefined;
}

/** Every field required; the shared record rules plus the profile file checks. */
export function validateReviewerForm(values: ReviewerFormValues, file: Pick<File, 'name' | 'size'> | null): FieldErrors<ReviewerFormField> {
  const errors: FieldErrors<ReviewerFormField> = validateReviewerRecord({ ...values });
  const profile = profileFileError(file);
  return profile ? { ...errors, profile } : errors;
}

/** The search of a reviewer list as a URL or field gives it: trimmed, and cut to what the server takes. */
export function reviewerSearchOf(text: string | null): string {
  return (text ?? '').trim().slice(0, maxSearchLength);
}

/** The request of a page of reviewer records: the page size, where the page starts, and the search if any. */
export function reviewerListQuery(search: string, paging: CursorPaging<string>): ReviewerListQuery {
  return reviewerPageQuery(search, paging.pageSize, pageCursor(paging));
}
