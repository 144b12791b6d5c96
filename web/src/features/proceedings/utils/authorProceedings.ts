// What the author dashboard's Proceedings card says and sends for an accepted paper: until when the
// camera-ready file, the copyright form and the final metadata are taken (on the conference's clock, and
// the author's where it differs); the page limits; the publisher's checks of a camera-ready file, each
// passed, failed or a warning with its pages; the file kept; the signature in force; and the final
// metadata form's values, checks (ORCID iDs by their check digit, as the server checks them) and refusals.
// The server decides by its own clock and checks; this tells the author what it will decide.
import {
  CopyrightRequestSchema,
  FinalMetadataSchema,
  Messages,
  cameraReadyCheckNames,
  checkRequest,
  formatBytes,
  formatDeadlineIn,
  labelledKeys,
  orcidProblem,
  pageLimitText,
  pageSizePoints,
  splitKeywords,
  timeLeftText,
  viewerTimeOf,
  type CameraReadyCheckName,
  type FieldErrors,
  type FinalMetadata,
  type PageSize,
  viewerTimeZone,
} from '@confsys/domain';
import { ApiRequestError, type RefusedFileChecks } from '../../../lib/api';
import { prefixedFailure } from '../../../lib/failures';

const viewerZone = viewerTimeZone();

/** What the deadline text needs of the paper's proceedings. */
export interface ProceedingsWindow {
  /** The deadline (or the paper's extension), UTC; null without a calendar. */
  deadline: string | null;
  /** Whether the server takes changes now. */
  open: boolean;
  timeZone: string;
}

const takes = 'the camera-ready file, the copyright form and the final metadata';

/** What the card says of the deadline, and why its forms are disabled once it has passed (null while open). */
export function proceedingsDeadlineTexts(window: ProceedingsWindow, now: number, viewer = viewerZone): { text: string; closedReason: string | null } {
  if (!window.deadline) {
    if (window.open) return { text: `No camera-ready deadline is set yet: ${takes} are taken until the chair sets one.`, closedReason: null };
    const reason = `The chair is not taking ${takes} now.`;
    return { text: reason, closedReason: reason };
  }
  const named = formatDeadlineIn(window.deadline, window.timeZone);
  const left = Date.parse(window.deadline) - now;
  if (!window.open) {
    const reason = left > 0 ? `The chair is not taking ${takes} now (the camera-ready deadline is ${named}).` : `The camera-ready deadline passed on ${named}.`;
    return { text: `${reason} They can no longer be changed; ask the chair if you need more time.`, closedReason: reason };
  }
  if (left <= 0) return { text: `The camera-ready deadline was ${named}; changes are still taken for a short while.`, closedReason: null };
  const elsewhere = viewerTimeOf(window.deadline, window.timeZone, viewer);
  return { text: `The camera-ready deadline is ${named}${elsewhere ? ` (${elsewhere})` : ''}: ${timeLeftText(left)} left.`, closedReason: null };
}

/** "A PDF of 6 to 8 pages, every page A4 (210 × 297 mm), every font embedded." */
export function pageRuleText(limits: { minPages: number; maxPages: number; pageSize: PageSize }): string {
  return `A PDF of ${pageLimitText(limits)}, every page ${pageSizePoints[limits.pageSize].label}, with every font embedded.`;
}

// ---- The publisher's checks ----

/** One check as the answers give it (a refusal's list types its name as text). */
export type CheckResult = RefusedFileChecks[number];

export type CheckOutcome = 'failed' | 'warning' | 'passed';

/** What each check looks at, as the list names it. */
export const checkLabels: Record<CameraReadyCheckName, string> = {
  readable: 'Readable PDF',
  pageCount: 'Page count',
  pageSize: 'Page size',
  fontsEmbedded: 'Fonts embedded',
  type3Fonts: 'Type 3 fonts',
  security: 'No password or security',
  javascript: 'No JavaScript',
  attachments: 'No attachments',
  forms: 'No form fields',
  firstPage: 'Title and authors on the first page',
};

/** The outcome in words (each shown with an icon of its own: never colour alone). */
export const checkOutcomeLabels: Record<CheckOutcome, string> = { failed: 'Failed', warning: 'Warning', passed: 'Passed' };

export function checkOutcome(check: Pick<CheckResult, 'ok' | 'severity'>): CheckOutcome {
  if (check.ok) return 'passed';
  return check.severity === 'warning' ? 'warning' : 'failed';
}

export function checkLabel(name: string): string {
  return cameraReadyCheckNames.find((known) => known === name) ? checkLabels[name as CameraReadyCheckName] : name;
}

/** At most this many pages are named; the rest are counted. */
const maxPagesNamed = 20;

/** The pages a check concerns: '', "page 3", "pages 2, 5" (and "and 14 more" past twenty). */
export function pagesText(pages: readonly number[]): string {
  if (pages.length === 0) return '';
  if (pages.length === 1) return `page ${pages[0]}`;
  const named = pages.slice(0, maxPagesNamed).join(', ');
  return `pages ${named}${pages.length > maxPagesNamed ? ` and ${pages.length - maxPagesNamed} more` : ''}`;
}

/** One line of the list: "Fonts embedded: Helvetica is not embedded (pages 2, 5)". */
export function checkText(check: CheckResult): string {
  const pages = pagesText(check.pages);
  return `${checkLabel(check.check)}: ${check.message}${pages ? ` (${pages})` : ''}`;
}

const outcomeOrder: Record<CheckOutcome, number> = { failed: 0, warning: 1, passed: 2 };

/** The checks as the list shows them: failures first, then warnings, then those passed (each group as the server gave it). */
export function orderedChecks<C extends CheckResult>(checks: readonly C[]): C[] {
  return [...checks].sort((a, b) => outcomeOrder[checkOutcome(a)] - outcomeOrder[checkOutcome(b)]);
}

/** "2 checks failed, 1 warning, 7 passed." */
export function checksSummary(checks: readonly CheckResult[]): string {
  const count = (outcome: CheckOutcome) => checks.filter((check) => checkOutcome(check) === outcome).length;
  const failed = count('failed');
  const warnings = count('warning');
  const parts = [
    ...(failed > 0 ? [`${failed} ${failed === 1 ? 'check' : 'checks'} failed`] : []),
    ...(warnings > 0 ? [`${warnings} ${warnings === 1 ? 'warning' : 'warnings'}`] : []),
    `${count('passed')} passed`,
  ];
  return `${parts.join(', ')}.`;
}

/** The camera-ready file kept: "8 pages, 2 MB, received 14 Aug 2025 at 10:30 IST". */
export function cameraReadyFileText(file: { pages: number; bytes: number; receivedAt: string }, timeZone: string): string {
  const pages = file.pages === 1 ? '1 page' : `${file.pages} pages`;
  return `${pages}, ${formatBytes(file.bytes)}, received ${formatDeadlineIn(file.receivedAt, timeZone)}`;
}

/** The heading of a refused file's checks. */
export const fileNotAccepted = 'The file was not accepted';

/** A refused or failed upload: the publisher's checks when they refused it (422), else the server's message. */
export function uploadFailure(error: unknown): { message: string; checks: RefusedFileChecks } {
  if (!(error instanceof ApiRequestError)) return { message: Messages.genericTryLater, checks: [] };
  if (error.status === 422 && error.checks.length > 0) return { message: error.message, checks: error.checks };
  return { message: Messages.errorPrefix(error.message), checks: [] };
}

// ---- The copyright form ----

export interface CopyrightValues {
  signature: string;
  role: string;
}

export type CopyrightField = keyof CopyrightValues;
const copyrightFields: readonly CopyrightField[] = ['signature', 'role'];

export const outdatedSignatureText = 'The copyright text has changed since the form was signed: a new signature is needed.';

/** The signature in force: "Signed by Asha Raman as Corresponding author on 14 Aug 2025 at 10:30 IST." */
export function signedText(signed: { signature: string; role: string; signedAt: string }, timeZone: string): string {
  return `Signed by ${signed.signature} as ${signed.role} on ${formatDeadlineIn(signed.signedAt, timeZone)}.`;
}

/** The form's errors, as the server would refuse it (a signature of 2 to 200 characters with a letter, a role of the list). */
export function validateCopyright(values: CopyrightValues): FieldErrors<CopyrightField> {
  return knownErrors(checkRequest(CopyrightRequestSchema, values).errors ?? {}, copyrightFields);
}

/** A refused signature: the server's message, and its errors under the two fields. */
export function copyrightFailure(error: unknown): { message: string; fieldErrors: FieldErrors<CopyrightField> } {
  return prefixedFailure(error, copyrightFields);
}

// ---- The final metadata ----

export const metadataAuthorLabels = {
  name: 'Name',
  affiliation: 'Affiliation',
  country: 'Country',
  email: 'Email',
  orcid: 'ORCID iD',
};
export type MetadataAuthorField = keyof typeof metadataAuthorLabels;
export const metadataAuthorFields = labelledKeys(metadataAuthorLabels);

/** One author of the list as the form holds it; `key` stays with the author while the list is reordered. */
export type MetadataAuthorValues = Record<MetadataAuthorField, string> & { key: string };

export interface MetadataValues {
  title: string;
  abstract: string;
  /** Comma-separated, as typed. */
  keywords: string;
  authors: MetadataAuthorValues[];
}

/** The author list's limits, those of FinalMetadataSchema. */
export const metadataAuthorLimits = { min: 1, max: 20 } as const;

export function emptyMetadataAuthor(key: string): MetadataAuthorValues {
  return { key, name: '', affiliation: '', country: '', email: '', orcid: '' };
}

/** The form's values from the metadata as confirmed (or as the submission gave it). */
export function metadataValues(metadata: { title: string; abstract: string; keywords: string; authors: ReadonlyArray<Omit<Record<MetadataAuthorField, string>, 'orcid'> & { orcid?: string }> }): MetadataValues {
  return {
    title: metadata.title,
    abstract: metadata.abstract,
    keywords: metadata.keywords,
    authors: metadata.authors.map((author, index) => ({ key: `saved-${index}`, name: author.name, affiliation: author.affiliation, country: author.country, email: author.email, orcid: author.orcid ?? '' })),
  };
}

/** What is sent: texts trimmed, keywords as one comma-separated list, an ORCID iD only where one is typed. */
export function metadataInput(values: MetadataValues): FinalMetadata {
  return {
    title: values.title.trim(),
    abstract: values.abstract.trim(),
    keywords: splitKeywords(values.keywords).join(', '),
    authors: values.authors.map((author) => {
      const orcid = author.orcid.trim();
      return { name: author.name.trim(), affiliation: author.affiliation.trim(), country: author.country.trim(), email: author.email.trim(), ...(orcid ? { orcid } : {}) };
    }),
  };
}

/** The error key of an author's field, as the server keys it: "authors.0.orcid". */
export function metadataAuthorKey(index: number, field: MetadataAuthorField): string {
  return `authors.${index}.${field}`;
}

/** An ORCID iD as typed: null when empty (it is optional) or valid, else why not (its shape, its check digit). */
export function orcidFieldProblem(typed: string): string | null {
  return typed.trim() === '' ? null : orcidProblem(typed);
}

/** Every error of the form, keyed as the server keys them ("title", "authors", "authors.1.orcid"), checked by the schema the server checks it with. */
export function validateMetadata(values: MetadataValues): FieldErrors<string> {
  return knownErrors(checkRequest(FinalMetadataSchema, metadataInput(values)).errors ?? {}, metadataKeys(values.authors.length));
}

/** The errors without those of the authors' fields: their indexes change when an author is added, removed or moved. */
export function withoutAuthorErrors(errors: FieldErrors<string>): FieldErrors<string> {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !/^authors(\.|$)/.test(key)));
}

/** A refused confirmation: the server's message, and its errors under the fields they name. */
export function metadataFailure(error: unknown, authorCount: number): { message: string; fieldErrors: FieldErrors<string> } {
  return prefixedFailure(error, metadataKeys(authorCount));
}

/** "Confirmed on 14 Aug 2025 at 10:30 IST." */
export function confirmedText(confirmedAt: string, timeZone: string): string {
  return `Confirmed on ${formatDeadlineIn(confirmedAt, timeZone)}.`;
}

/** The keys of the form's fields: those an error may name. */
function metadataKeys(authorCount: number): string[] {
  const keys = ['title', 'abstract', 'keywords', 'authors'];
  for (let index = 0; index < authorCount; index += 1) for (const field of metadataAuthorFields) keys.push(metadataAuthorKey(index, field));
  return keys;
}

/** The errors that name one of the form's fields (the others reach only the alert). */
function knownErrors<Field extends string>(errors: Record<string, string | undefined>, fields: readonly Field[]): FieldErrors<Field> {
  const known: FieldErrors<Field> = {};
  for (const field of fields) {
    const message = errors[field];
    if (typeof message === 'string' && message !== '') known[field] = message;
  }
  return known;
}
