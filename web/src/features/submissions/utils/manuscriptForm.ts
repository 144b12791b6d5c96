// The Submit Manuscript form's rules: which errors it has, which of them show (a field shows its
// errors once left or after a submit attempt; server errors until the field changes), and what is sent.
import { Messages, PaperTopicsSchema, abstractMessage, genders, paperTopicsMessage, splitKeywords, validateManuscript, type FieldErrors, type ManuscriptAuthor } from '@confsys/domain';
import { ApiRequestError } from '../../../lib/api';
import { authorFieldNames, emptyAuthor } from './authorBlocks';
import { manuscriptFileError, type ChosenFile } from '../../../lib/uploads';
import type { ManuscriptSubmission } from '../../../api/submissions/submitManuscript';

/** The form's values: what is sent but the signed-in author's uid and the file. */
export type ManuscriptValues = Omit<ManuscriptSubmission, 'authorId' | 'file'>;

export function emptyManuscript(firstAuthor: Partial<ManuscriptAuthor> = {}): ManuscriptValues {
  return { authors: [{ ...emptyAuthor(), ...firstAuthor }], title: '', abstract: '', keywords: '', topics: [], excludedReviewers: [] };
}

/** The first author as the account describes the submitting author: what it knows of the block's fields (a gender only when the form offers it). */
export function firstAuthorFrom(profile: Record<'name' | 'email' | 'organization' | 'phone' | 'gender', string>): Partial<ManuscriptAuthor> {
  const { name, email, organization, phone, gender } = profile;
  return { name, email, organization, phone, ...((genders as readonly string[]).includes(gender) ? { gender } : {}) };
}

/** The chosen topics in the call's order (`call`: the identity's topics), each once; a topic the call no longer has is dropped (no box shows it). */
export function orderedTopics(chosen: readonly string[], call: readonly string[]): string[] {
  return call.filter((topic) => chosen.includes(topic));
}

/** The topics once a box is ticked or cleared. More than the limit can be ticked: the field then says so. */
export function toggleTopic(chosen: readonly string[], topic: string, checked: boolean, call: readonly string[]): string[] {
  return orderedTopics(checked ? [...chosen, topic] : chosen.filter((each) => each !== topic), call);
}

/** The topics' error, as the server words it: null when 1 to 3 of the call's topics are chosen. */
export function topicsError(chosen: readonly string[]): string | null {
  return PaperTopicsSchema.safeParse(chosen).success ? null : paperTopicsMessage;
}

/** Every error of the form, keyed like the server's: title, abstract, keywords, topics, file, authors.{i}.{field}. */
export function manuscriptErrors(values: ManuscriptValues, file: ChosenFile | null, requireFile = true): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(validateManuscript(values) as FieldErrors)) {
    if (message) errors[key] = message;
  }
  const topicsMessage = topicsError(values.topics);
  if (topicsMessage) errors.topics = topicsMessage;
  // A change to a submitted paper keeps its stored PDF unless a new one is chosen.
  const fileError = file === null && !requireFile ? null : manuscriptFileError(file);
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
  const known = new Set(['authors', 'title', 'abstract', 'keywords', 'topics', 'file', 'excludedReviewers']);
  for (let index = 0; index < authorCount; index += 1) {
    for (const field of authorFieldNames) known.add(`authors.${index}.${field}`);
  }
  return Object.fromEntries(Object.entries(errors).filter(([key]) => known.has(key)));
}

/** The helper text under the abstract: its error when shown, else the word count message. */
export function abstractHelper(value: string, shownError: string | undefined): string {
  return shownError ?? abstractMessage(value).message;
}

/** What is sent: trimmed texts, keywords as one comma-separated list, topics (in the call's order as ticked) and declared conflicts each once. */
export function submissionValues(values: ManuscriptValues): ManuscriptValues {
  return {
    authors: values.authors.map(
      (author) => Object.fromEntries(authorFieldNames.map((field) => [field, author[field].trim()])) as ManuscriptAuthor,
    ),
    title: values.title.trim(),
    abstract: values.abstract.trim(),
    keywords: splitKeywords(values.keywords).join(', '),
    topics: [...new Set(values.topics)],
    excludedReviewers: [...new Set(values.excludedReviewers)],
  };
}

/** The stored paper as the form starts from it when it is changed (its topics among the call's, `call`). */
export function storedManuscript(
  stored: {
  authors: readonly ManuscriptAuthor[];
  title: string;
  abstract: string;
  keywords: readonly string[];
  /** Papers from before topics have none: the form then asks for them. */
  topics?: readonly string[];
  excludedReviewers?: readonly string[];
  },
  call: readonly string[],
): ManuscriptValues {
  return {
    authors: stored.authors.map((author) => Object.fromEntries(authorFieldNames.map((field) => [field, author[field] ?? ''])) as ManuscriptAuthor),
    title: stored.title,
    abstract: stored.abstract,
    keywords: stored.keywords.join(', '),
    topics: orderedTopics(stored.topics ?? [], call),
    excludedReviewers: [...(stored.excludedReviewers ?? [])],
  };
}

/** What a change sends: the fields whose values differ from the stored paper's (as both would be sent). */
export function changedFields(stored: ManuscriptValues, values: ManuscriptValues): Partial<ManuscriptValues> {
  const before = submissionValues(stored);
  const after = submissionValues(values);
  const changed: Partial<ManuscriptValues> = {};
  if (JSON.stringify(before.authors) !== JSON.stringify(after.authors)) changed.authors = after.authors;
  if (before.title !== after.title) changed.title = after.title;
  if (before.abstract !== after.abstract) changed.abstract = after.abstract;
  if (before.keywords !== after.keywords) changed.keywords = after.keywords;
  if (before.topics.join('\n') !== after.topics.join('\n')) changed.topics = after.topics;
  if ([...before.excludedReviewers].sort().join() !== [...after.excludedReviewers].sort().join()) changed.excludedReviewers = after.excludedReviewers;
  return changed;
}

/** A refused or failed send as the form shows it: the banner, and the field errors for the form's own fields. */
export function manuscriptFailure(error: unknown, authorCount: number): { notice: { severity: 'error'; text: string }; fieldErrors: Record<string, string> } {
  if (!(error instanceof ApiRequestError)) return { notice: { severity: 'error', text: Messages.submissionFailed }, fieldErrors: {} };
  return { notice: { severity: 'error', text: Messages.errorPrefix(error.message) }, fieldErrors: formServerErrors(error.errors, authorCount) };
}
