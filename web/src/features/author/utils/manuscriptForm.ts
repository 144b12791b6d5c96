// The Submit Manuscript form's rules: which errors it has, which of them show (a field shows its
// errors once left or after a submit attempt; server errors until the field changes), and what is sent.
import { abstractMessage, splitKeywords, validateManuscript, type FieldErrors, type ManuscriptAuthor } from '@confsys/domain';
import { authorFieldNames, emptyAuthor } from './authorBlocks';
import { manuscriptFileError, type ChosenFile } from './uploads';

export interface ManuscriptValues {
  authors: ManuscriptAuthor[];
  title: string;
  abstract: string;
  keywords: string;
  /** Committee members the authors declare a conflict of interest with (IDs). */
  excludedReviewers: string[];
}

export function emptyManuscript(): ManuscriptValues {
  return { authors: [emptyAuthor()], title: '', abstract: '', keywords: '', excludedReviewers: [] };
}

/** Every error of the form, keyed like the server's: title, abstract, keywords, file, authors.{i}.{field}. */
export function manuscriptErrors(values: ManuscriptValues, file: ChosenFile | null): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(validateManuscript(values) as FieldErrors)) {
    if (message) errors[key] = message;
  }
  const fileError = manuscriptFileError(file);
  if (fileError) errors.file = fileError;
  return errors;
}

/** The errors on screen: the form's own for fields that are shown, then the server's. */
export function visibleErrors(
  errors: Record<string, string>,
  serverErrors: FieldErrors,
  shows: (key: string) => boolean,
): Record<string, string> {
  const visible: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) if (shows(key)) visible[key] = message;
  for (const [key, message] of Object.entries(serverErrors)) if (message !== undefined && !(key in visible)) visible[key] = message;
  return visible;
}

/** The server's field errors that belong to a field of this form (others only reach the banner). */
export function formServerErrors(errors: Record<string, string>, authorCount: number): Record<string, string> {
  const known = new Set(['authors', 'title', 'abstract', 'keywords', 'file', 'excludedReviewers']);
  for (let index = 0; index < authorCount; index += 1) {
    for (const field of authorFieldNames) known.add(`authors.${index}.${field}`);
  }
  return Object.fromEntries(Object.entries(errors).filter(([key]) => known.has(key)));
}

/** The helper text under the abstract: its error when shown, else the word count message. */
export function abstractHelper(value: string, shownError: string | undefined): string {
  return shownError ?? abstractMessage(value).message;
}

/** What is sent: trimmed texts, keywords as one comma-separated list, each declared conflict once. */
export function submissionValues(values: ManuscriptValues): ManuscriptValues {
  return {
    authors: values.authors.map(
      (author) => Object.fromEntries(authorFieldNames.map((field) => [field, author[field].trim()])) as ManuscriptAuthor,
    ),
    title: values.title.trim(),
    abstract: values.abstract.trim(),
    keywords: splitKeywords(values.keywords).join(', '),
    excludedReviewers: [...new Set(values.excludedReviewers)],
  };
}
