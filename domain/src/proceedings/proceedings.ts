// The proceedings: the public list of accepted papers that /publication shows from the notification date
// on (before it, nothing, whatever the statuses say; rejected and withdrawn papers never); each accepted
// paper's camera-ready file with the publisher's checks, the copyright form its corresponding author
// signs, and the final metadata its authors confirm; the chair's settings and screen; the volume and the
// exports, all made from one normalised record per paper.
import { z } from 'zod/mini';
import { normaliseWords } from '../anonymityText';
import { labelledKeys } from '../labelled';
import { comparePaperIds } from '../ids';
import { EditionQuerySchema } from '../editions/edition';
import { FinalMetadataSchema, MetadataAuthorSchema, splitName, type AffiliationSuggestion } from './metadata';
import { defaultPageRule, pageSizes } from './pageRule';
import { SearchParam } from '../submissions/paperList';

/** One accepted paper as the public list shows it: no address, no phone, only what is printed. */
export const PublicAcceptedPaperSchema = z.object({
  paperId: z.string(),
  title: z.string(),
  authors: z.array(z.object({ name: z.string(), affiliation: z.string(), country: z.string() })),
});
export type PublicAcceptedPaper = z.infer<typeof PublicAcceptedPaperSchema>;

/** The public list's pages: this many papers each, so a visitor's request reads one stored chunk. */
export const publicAcceptedPageSize = 250;

export const PublicAcceptedQuerySchema = z.object({
  ...EditionQuerySchema.shape,
  page: z.optional(z.string().check(z.regex(/^[1-9]\d{0,3}$/, { error: 'page is a page number from 1.' }))),
  q: z.optional(SearchParam),
});

/** GET /api/public/accepted: the accepted papers in order of paper ID, from the notification date on, a page at a time. */
export const PublicAcceptedAnswer = z.object({
  /** The page's papers. */
  papers: z.array(PublicAcceptedPaperSchema),
  page: z.number(),
  /** Pages in the list (0 while it is empty or closed). */
  pageCount: z.number(),
  /** Accepted papers in the whole list. */
  total: z.number(),
  /** When the list opens (the calendar's notification date); the papers are empty before it. */
  from: z.string(),
  /** Whether the notification date has come (by the server's clock). */
  open: z.boolean(),
  timeZone: z.string(),
});
export type PublicAccepted = z.infer<typeof PublicAcceptedAnswer>;

/**
 * One paper as every export and the volume print it: one normalised record per paper, made from the
 * metadata its authors confirmed (or, until they confirm, from the submission) and the volume's layout.
 */
export interface ProceedingsAuthor {
  /** The name as it is printed. */
  name: string;
  given: string;
  family: string;
  affiliation: string;
  country: string;
  email: string;
  /** The bare ORCID iD (0000-0002-1825-0097), or null. */
  orcid: string | null;
}

export interface ProceedingsRecord {
  paperId: string;
  title: string;
  abstract: string;
  keywords: string[];
  authors: ProceedingsAuthor[];
  /** The paper's pages in the volume (arabic numbering, from 1), and how many it has; null when it has no camera-ready file yet. */
  firstPage: number | null;
  lastPage: number | null;
  pages: number | null;
  /** The paper's DOI (`{prefix}/{paperId lower-case}`), or null without a DOI prefix. */
  doi: string | null;
}

/** What the volume and the exports say of the conference and its proceedings. */
export interface ProceedingsFacts {
  /** "Proceedings of the International Conference on ..." */
  proceedingsTitle: string;
  conferenceTitle: string;
  acronym: string;
  edition: number;
  /** The conference's first and last day (YYYY-MM-DD, in its time zone). */
  startDate: string;
  endDate: string;
  city: string;
  country: string;
  /** The organiser, as the title page and the indexers name it. */
  organiser: string;
  publisher: string;
  /** The ISBN as the chair wrote it (hyphens kept), or ''. */
  isbn: string;
  /** The DOI prefix (10.xxxx), or ''. */
  doiPrefix: string;
  /** Where the proceedings' landing pages are (each DOI resolves to `{baseUrl}/publication#{paperId}`). */
  baseUrl: string;
}

// ---- The chair's settings (config/proceedings) ----


export const volumeOrders = ['paperId', 'session', 'custom'] as const;
export type VolumeOrder = (typeof volumeOrders)[number];

export const defaultCopyrightText =
  'The authors grant the organisers of the conference a non-exclusive licence to publish the paper named above in the conference proceedings, in print and online, and to deposit its metadata with indexing services. The authors keep the copyright of the paper. The corresponding author signs for all authors and confirms that the paper is their original work, that it has not been published elsewhere, and that they have the right to grant this licence.';

/** Whether an ISBN (10 or 13 digits, hyphens or spaces allowed) passes its check digit. */
export function isIsbn(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{13}$/.test(digits)) {
    const total = [...digits].reduce((sum, digit, index) => sum + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
    return total % 10 === 0 && (digits.startsWith('978') || digits.startsWith('979'));
  }
  if (/^\d{9}[\dX]$/.test(digits)) {
    const total = [...digits].reduce((sum, digit, index) => sum + (digit === 'X' ? 10 : Number(digit)) * (10 - index), 0);
    return total % 11 === 0;
  }
  return false;
}

const pagesMessage = 'Page limits are whole numbers from 1 to 100, the minimum at most the maximum.';
const pageLimit = z.int({ error: pagesMessage }).check(z.gte(1, { error: pagesMessage }), z.lte(100, { error: pagesMessage }));
const trimmed = (label: string, max: number, min = 0) =>
  z.pipe(z.string({ error: `${label} must be text.` }), z.transform((value: string) => value.trim())).check(
    z.minLength(min, { error: `${label} is required.` }),
    z.maxLength(max, { error: `${label} may be at most ${max.toLocaleString('en')} characters.` }),
  );
const isbnMessage = 'The ISBN must be 10 or 13 digits that pass the check digit (e.g. 978-3-16-148410-0), or empty.';
const doiMessage = 'The DOI prefix is 10. followed by 4 to 9 digits (e.g. 10.5555), or empty.';
const paperIdsMessage = 'The order lists paper IDs, each once.';

const settingsFields = {
  minPages: pageLimit,
  maxPages: pageLimit,
  pageSize: z.enum(pageSizes, { error: 'The page size is A4 or Letter.' }),
  copyrightText: trimmed('The copyright text', 20_000, 1),
  isbn: trimmed('The ISBN', 20).check(z.refine((value: string) => value === '' || isIsbn(value), { error: isbnMessage })),
  doiPrefix: trimmed('The DOI prefix', 20).check(z.refine((value: string) => value === '' || /^10\.\d{4,9}$/.test(value), { error: doiMessage })),
  publisher: trimmed('The publisher', 200),
  preface: trimmed('The preface', 20_000),
};
const orderFields = {
  order: z.enum(volumeOrders, { error: 'The order is paperId, session or custom.' }),
  /** With order custom: the papers in the order the volume prints them (papers not listed follow by ID). */
  customOrder: z.array(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, { error: paperIdsMessage })), { error: paperIdsMessage }).check(
    z.maxLength(2000, { error: paperIdsMessage }),
    z.refine((ids: string[]) => new Set(ids).size === ids.length, { error: paperIdsMessage }),
  ),
};
const pagesInOrder = z.superRefine((value: { minPages: number; maxPages: number }, context) => {
  if (value.minPages > value.maxPages) context.issues.push({ code: 'custom', message: pagesMessage, path: ['minPages'], input: value });
});

/** PUT /api/admin/proceedings/settings: everything but the volume's order, which the Proceedings screen sets on its own. */
export const ProceedingsSettingsSchema = z.object(settingsFields).check(pagesInOrder);
/** PUT /api/admin/proceedings/order: the volume's order alone, so neither screen overwrites what the other saved. */
export const VolumeOrderSchema = z.object(orderFields);
/** config/proceedings: the settings and the order together. */
export const ProceedingsConfigSchema = z.object({ ...settingsFields, ...orderFields }).check(pagesInOrder);
export type ProceedingsSettings = z.output<typeof ProceedingsConfigSchema>;
export type ProceedingsSettingsRequest = z.output<typeof ProceedingsSettingsSchema>;
export type VolumeOrderRequest = z.output<typeof VolumeOrderSchema>;

export const defaultProceedingsSettings: ProceedingsSettings = {
  ...defaultPageRule,
  copyrightText: defaultCopyrightText,
  isbn: '',
  doiPrefix: '',
  publisher: '',
  preface: '',
  order: 'paperId',
  customOrder: [],
};

/** The call's page rule as GET /api/public/conference answers it (pageRule.ts states it). */
export const PageRuleSchema = z.object({ minPages: z.number(), maxPages: z.number(), pageSize: z.enum(pageSizes) });

export const ProceedingsSettingsAnswer = z.object({ ...ProceedingsConfigSchema.shape, saved: z.boolean(), copyrightVersion: z.string() });

// ---- The publisher's checks ----

export const cameraReadyCheckNames = ['readable', 'pageCount', 'pageSize', 'fontsEmbedded', 'type3Fonts', 'security', 'javascript', 'attachments', 'forms', 'firstPage'] as const;
export type CameraReadyCheckName = (typeof cameraReadyCheckNames)[number];

export const CameraReadyCheckSchema = z.object({
  check: z.enum(cameraReadyCheckNames),
  ok: z.boolean(),
  /** An error blocks the upload; a warning does not. */
  severity: z.enum(['error', 'warning']),
  /** The pages concerned (from 1), empty when the check is about the whole file. */
  pages: z.array(z.number()),
  message: z.string(),
});
export type CameraReadyCheck = z.infer<typeof CameraReadyCheckSchema>;

/** Whether a list of checks lets the file in: no failed error. */
export const checksPass = (checks: readonly CameraReadyCheck[]) => checks.every((check) => check.ok || check.severity === 'warning');

export const CameraReadyAnswer = z.object({
  accepted: z.boolean(),
  checks: z.array(CameraReadyCheckSchema),
  message: z.string(),
});

// ---- What is stored: proceedings/{paperId} ----

export const CameraReadyFileSchema = z.object({
  storePath: z.string(),
  receivedAt: z.string(),
  bytes: z.number(),
  sha256: z.string(),
  pages: z.number(),
  checks: z.array(CameraReadyCheckSchema),
  uploadedBy: z.string(),
});

export const CopyrightSignatureSchema = z.object({
  /** The full name typed as the signature. */
  signature: z.string(),
  role: z.string(),
  signedAt: z.string(),
  signedBy: z.string(),
  signerEmail: z.string(),
  /** The version of the copyright text signed (copyrightVersion). */
  textVersion: z.string(),
  /** The title of the paper as signed for. */
  title: z.string(),
  storePath: z.string(),
});
export type CopyrightSignature = z.infer<typeof CopyrightSignatureSchema>;

export const ConfirmedMetadataSchema = z.object({
  title: z.string(),
  abstract: z.string(),
  keywords: z.array(z.string()),
  authors: z.array(z.object({ name: z.string(), affiliation: z.string(), country: z.string(), email: z.string(), orcid: z.optional(z.string()) })),
  confirmedAt: z.string(),
  confirmedBy: z.string(),
});
export type ConfirmedMetadata = z.infer<typeof ConfirmedMetadataSchema>;

export const ProceedingsDocSchema = z.object({
  paperId: z.string(),
  cameraReady: z.nullable(CameraReadyFileSchema),
  copyright: z.nullable(CopyrightSignatureSchema),
  metadata: z.nullable(ConfirmedMetadataSchema),
  /** When the authors were last reminded of what the paper misses. */
  remindedAt: z.nullable(z.string()),
  updatedAt: z.string(),
});
export type ProceedingsDoc = z.infer<typeof ProceedingsDocSchema>;

// ---- The author's side ----

export const copyrightRoles = ['Corresponding author', 'Author', "Author's employer representative"] as const;
export const signatureMessage = 'Type your full name as your signature (2 to 200 characters).';
export const copyrightRoleMessage = `The role is one of: ${copyrightRoles.join(', ')}.`;
/** POST /api/authors/papers/{paperId}/copyright. */
export const CopyrightRequestSchema = z.object({
  signature: z.pipe(z.string({ error: signatureMessage }), z.transform((value: string) => value.trim().replace(/\s+/g, ' '))).check(
    z.minLength(2, { error: signatureMessage }),
    z.maxLength(200, { error: signatureMessage }),
    z.refine((value: string) => /\p{L}/u.test(value), { error: signatureMessage }),
  ),
  role: z.enum(copyrightRoles, { error: copyrightRoleMessage }),
});

/** GET /api/authors/papers/{paperId}/proceedings: what the author's dashboard shows of the paper's proceedings. */
export const AuthorProceedingsAnswer = z.object({
  paperId: z.string(),
  /** Until when the camera-ready file, the copyright and the metadata are taken (the calendar's deadline or the paper's extension), in UTC; null without a calendar. */
  deadline: z.nullable(z.string()),
  open: z.boolean(),
  timeZone: z.string(),
  minPages: z.number(),
  maxPages: z.number(),
  pageSize: z.enum(pageSizes),
  cameraReady: z.nullable(z.object({ receivedAt: z.string(), pages: z.number(), bytes: z.number(), checks: z.array(CameraReadyCheckSchema) })),
  copyright: z.object({
    text: z.string(),
    version: z.string(),
    isbn: z.string(),
    /** The signature in force, or null (never signed, or signed for an earlier text). */
    signed: z.nullable(z.object({ signature: z.string(), role: z.string(), signedAt: z.string(), textVersion: z.string() })),
    /** Signed for an earlier version of the text: a new signature is needed. */
    outdated: z.boolean(),
  }),
  /** The metadata as confirmed, or as the submission gave it until it is. */
  metadata: z.object({ ...FinalMetadataSchema.shape, authors: z.array(MetadataAuthorSchema) }),
  metadataConfirmedAt: z.nullable(z.string()),
});

// ---- The chair's screen ----

export const proceedingsFilters = ['all', 'incomplete', 'cameraReady', 'copyright', 'metadata', 'registration', 'complete'] as const;
export type ProceedingsFilter = (typeof proceedingsFilters)[number];
export const proceedingsPageSize = 25;

export const ProceedingsQuerySchema = z.object({
  page: z.optional(z.string().check(z.regex(/^\d{1,4}$/, { error: 'page is a page number from 1.' }))),
  missing: z.optional(z.enum(proceedingsFilters, { error: `missing must be one of: ${proceedingsFilters.join(', ')}.` })),
  q: z.optional(SearchParam),
});

export const proceedingsPartLabels = { cameraReady: 'camera-ready PDF', copyright: 'copyright form', metadata: 'confirmed metadata', registration: 'verified registration' };
export type ProceedingsPart = keyof typeof proceedingsPartLabels;
export const proceedingsParts = labelledKeys(proceedingsPartLabels);

export const ProceedingsRowSchema = z.object({
  paperId: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  /** Position in the volume, from 1. */
  position: z.number(),
  session: z.nullable(z.string()),
  cameraReady: z.enum(['missing', 'passed', 'warnings']),
  pages: z.nullable(z.number()),
  firstPage: z.nullable(z.number()),
  lastPage: z.nullable(z.number()),
  copyrightSigned: z.boolean(),
  metadataConfirmed: z.boolean(),
  registered: z.boolean(),
  missing: z.array(z.enum(proceedingsParts)),
  remindedAt: z.nullable(z.string()),
});
export type ProceedingsRow = z.infer<typeof ProceedingsRowSchema>;

export const AdminProceedingsAnswer = z.object({
  rows: z.array(ProceedingsRowSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  /** Papers in the volume and how many are complete. */
  papers: z.number(),
  complete: z.number(),
  /** Pages of the papers in the volume so far. */
  volumePages: z.number(),
  order: z.enum(volumeOrders),
  /** Institutions written several ways in the metadata, to merge by hand. */
  affiliations: z.array(z.object({ spellings: z.array(z.string()), suggested: z.string(), counts: z.array(z.number()) })),
  /** When the layout shown was built from (what it holds was read after it); null before the first. */
  builtAt: z.nullable(z.string()),
  /** Whether nothing changed since: false while a newer layout is being built. */
  upToDate: z.boolean(),
});
export type AffiliationSuggestions = AffiliationSuggestion[];

/** POST /api/admin/proceedings/reminders: with preview, who would get which reminder; without, send them. */
export const ProceedingsReminderRequestSchema = z.object({
  preview: z.boolean({ error: 'preview must be true or false.' }),
  /** The papers to remind (those that miss something); all incomplete papers when left out. */
  paperIds: z.optional(z.array(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'paperIds lists paper IDs.' })), { error: 'paperIds lists paper IDs.' }).check(z.maxLength(2000, { error: 'At most 2,000 papers at once.' }))),
});
export const ProceedingsReminderAnswer = z.object({
  preview: z.boolean(),
  reminders: z.array(z.object({ paperId: z.string(), title: z.string(), to: z.array(z.string()), missing: z.array(z.enum(proceedingsParts)) })),
  message: z.string(),
});

// ---- The first page against the metadata ----

/** Letters and digits only, lower case, without accents: hyphenation, line breaks, case and accents no longer matter. */
const letters = (text: string) => normaliseWords(text).replace(/ /g, '');

/** Whether a page's text carries an author's name: whole, or as initials and family name ("A. K. Raman" for "Asha Kumari Raman"). */
function carriesName(pageLetters: string, name: string): boolean {
  if (pageLetters.includes(letters(name))) return true;
  const { given, family } = splitName(name);
  const initials = given
    .split(/[\s.-]+/)
    .filter((part) => part !== '')
    .map((part) => letters(part).charAt(0))
    .join('');
  return family !== '' && pageLetters.includes(initials + letters(family));
}

/** What the first page's text lacks of the final title and the authors' names (empty when it carries them all). */
export function firstPageMisses(pageText: string, title: string, authorNames: readonly string[]): { title: boolean; authors: string[] } {
  const page = letters(pageText);
  return { title: !page.includes(letters(title)), authors: authorNames.filter((name) => !carriesName(page, name)) };
}

// ---- The volume's order and page numbers ----

/**
 * The accepted papers in the volume's order: by paper ID; by the programme (sessions in time order, papers
 * in each session's order, then the papers no session holds, by ID); or the chair's own order (papers it
 * does not list follow by ID). Each with the title of its session, if any.
 */
export function volumeOrder(
  paperIds: readonly string[],
  settings: Pick<ProceedingsSettings, 'order' | 'customOrder'>,
  sessions: ReadonlyArray<{ title: string; start: string; room: string; paperIds: readonly string[] }>,
): Array<{ paperId: string; session: string | null }> {
  const byId = [...paperIds].sort(comparePaperIds);
  const sessionOf = new Map<string, string>();
  const timed = [...sessions].sort((a, b) => a.start.localeCompare(b.start) || a.room.localeCompare(b.room));
  for (const session of timed) for (const paperId of session.paperIds) if (!sessionOf.has(paperId)) sessionOf.set(paperId, session.title);
  const known = new Set(paperIds);
  const first =
    settings.order === 'session' ? timed.flatMap((session) => session.paperIds) : settings.order === 'custom' ? settings.customOrder : [];
  const ordered = [...new Set([...first.filter((paperId) => known.has(paperId)), ...byId])];
  return ordered.map((paperId) => ({ paperId, session: sessionOf.get(paperId) ?? null }));
}

/** Running page numbers from 1 for the papers that have pages, in order; a paper without pages takes none. */
export function pageRanges(papers: ReadonlyArray<{ paperId: string; pages: number | null }>): Map<string, { first: number; last: number }> {
  const ranges = new Map<string, { first: number; last: number }>();
  let next = 1;
  for (const paper of papers) {
    if (!paper.pages) continue;
    ranges.set(paper.paperId, { first: next, last: next + paper.pages - 1 });
    next += paper.pages;
  }
  return ranges;
}

/** A paper's DOI from the chair's prefix: 10.5555/iccs25-0001 for ICCS25-0001. */
export const paperDoi = (prefix: string, paperId: string) => (prefix === '' ? null : `${prefix}/${paperId.toLowerCase()}`);

/** A front-matter page number in lower-case roman numerals (1 → i, 14 → xiv). */
export function roman(value: number): string {
  const numerals: Array<[number, string]> = [[1000, 'm'], [900, 'cm'], [500, 'd'], [400, 'cd'], [100, 'c'], [90, 'xc'], [50, 'l'], [40, 'xl'], [10, 'x'], [9, 'ix'], [5, 'v'], [4, 'iv'], [1, 'i']];
  let rest = value;
  let text = '';
  for (const [amount, numeral] of numerals) {
    while (rest >= amount) {
      text += numeral;
      rest -= amount;
    }
  }
  return text;
}
