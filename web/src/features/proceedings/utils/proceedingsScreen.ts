// The chair's Proceedings screen and the Settings screen's Proceedings form: the filter by what papers
// miss (kept in the URL, `?missing=copyright`), the volume's counts, each row's states in words (never
// colour alone), the affiliations written several ways, the reminders' preview, the volume's order, and
// the settings form's values, checked by the schema the server checks them with.
import {
  checkRequest,
  formatDateTime,
  proceedingsFilters,
  proceedingsPartLabels,
  ProceedingsSettingsSchema,
  type FieldErrors,
  type ProceedingsFilter,
  type ProceedingsPart,
  type ProceedingsRow,
  type ProceedingsSettings,
  type ProceedingsSettingsRequest,
  type PageSize,
  type VolumeOrder,
  type VolumeOrderRequest,
} from '@confsys/domain';
import { formFailure, type FormFailure } from '../../../lib/failures';

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

// ---- The filter ----

export const proceedingsFilterLabels: Record<ProceedingsFilter, string> = {
  all: 'All',
  incomplete: 'Incomplete',
  cameraReady: 'Missing camera-ready',
  copyright: 'Missing copyright',
  metadata: 'Missing metadata',
  registration: 'Missing registration',
  complete: 'Complete',
};

/** The URL parameter that keeps the filter, so it survives a reload. */
export const proceedingsFilterParam = 'missing';

/** The URL parameter that keeps the search. */
export const proceedingsSearchParam = 'q';

/** The filter a URL names; an unknown one is every paper (the URL is user input). */
export function proceedingsFilterFromParams(params: URLSearchParams): ProceedingsFilter {
  return proceedingsFilters.find((filter) => filter === params.get(proceedingsFilterParam)) ?? 'all';
}

/** The search parameters with one of the screen's set, or left out at its default. */
function withParam(current: URLSearchParams, name: string, value: string, byDefault: string): URLSearchParams {
  const next = new URLSearchParams(current);
  if (value === byDefault) next.delete(name);
  else next.set(name, value);
  return next;
}

/** The search parameters with the filter; every paper is the bare address. */
export function withProceedingsFilter(current: URLSearchParams, filter: ProceedingsFilter): URLSearchParams {
  return withParam(current, proceedingsFilterParam, filter, 'all');
}

/** The search parameters with the search; none is the bare address. */
export function withProceedingsSearch(current: URLSearchParams, search: string): URLSearchParams {
  return withParam(current, proceedingsSearchParam, search, '');
}

/** The grid's text when no paper matches. */
export function noProceedingsText(filter: ProceedingsFilter, search = ''): string {
  if (search !== '') return `No paper${filter === 'all' ? '' : ` of "${proceedingsFilterLabels[filter]}"`} matches "${search}".`;
  if (filter === 'all') return 'No paper is accepted yet.';
  if (filter === 'complete') return 'No paper is complete yet.';
  if (filter === 'incomplete') return 'Every paper is complete.';
  return `No paper misses its ${proceedingsPartLabels[filter]}.`;
}

/**
 * When the screen's layout was built, in the chair's time zone: "Built 30 Nov 2026, 14:02", and while a
 * newer one is being built after a change, that it follows.
 */
export function layoutStateText(state: { builtAt: string | null; upToDate: boolean }): string {
  if (state.builtAt === null) return 'The volume is being laid out; this screen fills in a moment.';
  const built = `Laid out ${formatDateTime(state.builtAt)}`;
  return state.upToDate ? `${built}.` : `${built}; a change since is being laid out and shows here in a moment.`;
}

// ---- The rows ----

/** "42 papers, 30 complete, 310 pages". */
export function proceedingsSummary(counts: { papers: number; complete: number; volumePages: number }): string {
  return `${plural(counts.papers, 'paper', 'papers')}, ${counts.complete.toLocaleString('en')} complete, ${plural(counts.volumePages, 'page', 'pages')}`;
}

/** The camera-ready file's state: "Missing", "Passed, 8 pages", "Passed with warnings, 8 pages". */
export function cameraReadyStateText(row: Pick<ProceedingsRow, 'cameraReady' | 'pages'>): string {
  if (row.cameraReady === 'missing') return 'Missing';
  const pages = row.pages === null ? '' : `, ${plural(row.pages, 'page', 'pages')}`;
  return `${row.cameraReady === 'warnings' ? 'Passed with warnings' : 'Passed'}${pages}`;
}

/** The paper's pages in the volume: "17–24", "9" for one page, "None yet" without a camera-ready file. */
export function pageRangeText(row: Pick<ProceedingsRow, 'firstPage' | 'lastPage'>): string {
  if (row.firstPage === null || row.lastPage === null) return 'None yet';
  return row.firstPage === row.lastPage ? String(row.firstPage) : `${row.firstPage}–${row.lastPage}`;
}

/** What each yes/no column says, in words beside its mark. */
export const doneLabels = {
  copyright: { done: 'Signed', missing: 'Not signed' },
  metadata: { done: 'Confirmed', missing: 'Not confirmed' },
  registration: { done: 'Registered', missing: 'Not registered' },
} as const;

/** What a paper misses: "camera-ready PDF, copyright form"; "nothing" when complete. */
export function missingText(parts: readonly ProceedingsPart[]): string {
  return parts.length === 0 ? 'nothing' : parts.map((part) => proceedingsPartLabels[part]).join(', ');
}

/** "Written several ways: Univ. of Kerala (3), University of Kerala (1) → suggested Univ. of Kerala". */
export function affiliationText(suggestion: { spellings: readonly string[]; counts: readonly number[]; suggested: string }): string {
  const spellings = suggestion.spellings.map((spelling, index) => `${spelling} (${suggestion.counts[index] ?? 0})`).join(', ');
  return `Written several ways: ${spellings} → suggested ${suggestion.suggested}`;
}

// ---- The reminders ----

export const noAuthorRemindersText = 'No paper misses anything: there is no one to remind.';

/** The preview's first line: "The authors of 3 papers will be reminded of what each misses:". */
export function authorReminderSummary(count: number): string {
  return `The authors of ${plural(count, 'paper', 'papers')} will be reminded of what each misses:`;
}

/** Which papers the Remind authors button previews: the selected ones, or (none selected) every incomplete paper. */
export function reminderPaperIds(selected: ReadonlySet<string>): string[] | undefined {
  return selected.size === 0 ? undefined : [...selected].sort();
}

// ---- The volume's order ----

export const volumeOrderLabels: Record<VolumeOrder, string> = {
  paperId: 'By paper ID',
  session: 'By programme session',
  custom: 'Custom order',
};

/** The settings as the Settings form saves them: the stored answer without the volume's order (set apart) and what the server adds. */
export function settingsOf(stored: ProceedingsSettings & { saved?: boolean; copyrightVersion?: string }): ProceedingsSettingsRequest {
  const { saved: _saved, copyrightVersion: _version, order: _order, customOrder: _customOrder, ...settings } = stored;
  return settings;
}

/** The order to save: a custom order lists the papers in the order given; another keeps the stored custom one on the server. */
export function volumeOrderRequest(order: VolumeOrder, customOrder: readonly string[]): VolumeOrderRequest {
  return { order, customOrder: order === 'custom' ? [...customOrder] : [] };
}

// ---- The Settings screen's Proceedings form ----

/** The form's values: numbers as typed (the volume's order is the Proceedings screen's, saved apart). */
export interface ProceedingsSettingsValues {
  minPages: string;
  maxPages: string;
  pageSize: PageSize;
  copyrightText: string;
  isbn: string;
  doiPrefix: string;
  publisher: string;
  preface: string;
}

export type ProceedingsSettingsField = 'minPages' | 'maxPages' | 'pageSize' | 'copyrightText' | 'isbn' | 'doiPrefix' | 'publisher' | 'preface';
export const proceedingsSettingsFields: readonly ProceedingsSettingsField[] = ['minPages', 'maxPages', 'pageSize', 'copyrightText', 'isbn', 'doiPrefix', 'publisher', 'preface'];

/** The page limits' bounds, those of ProceedingsSettingsSchema. */
export const pageLimitBounds = { min: 1, max: 100 } as const;

export function proceedingsSettingsValues(stored: ProceedingsSettings): ProceedingsSettingsValues {
  const settings = settingsOf(stored);
  return { ...settings, minPages: String(settings.minPages), maxPages: String(settings.maxPages) };
}

/** A number as typed: NaN when the field holds no number. */
const typedNumber = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.trim()));

/** What is saved: the numbers read from the fields, the rest as typed (the server trims). */
export function proceedingsSettingsInput(values: ProceedingsSettingsValues): ProceedingsSettingsRequest {
  return { ...values, minPages: typedNumber(values.minPages), maxPages: typedNumber(values.maxPages) };
}

/** Each field's error, checked by the schema the server checks the settings with. */
export function validateProceedingsSettings(values: ProceedingsSettingsValues): FieldErrors<ProceedingsSettingsField> {
  const errors = checkRequest(ProceedingsSettingsSchema, proceedingsSettingsInput(values)).errors ?? {};
  const shown: FieldErrors<ProceedingsSettingsField> = {};
  for (const field of proceedingsSettingsFields) if (errors[field]) shown[field] = errors[field];
  return shown;
}

/** A refused save: the server's message, and its errors under the fields they name. */
export function proceedingsSettingsFailure(error: unknown): FormFailure<ProceedingsSettingsField> {
  return formFailure(error, proceedingsSettingsFields);
}
