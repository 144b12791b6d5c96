// Editions: each year's conference is one edition (editions/{editionId}), with its own calendar,
// settings, committee, papers, reviews, registrations and payments; accounts are shared by all. One
// edition is current (the public site and every request act on it), the ones before it are archived
// (read-only), and the next one is prepared as a draft. The edition names what its documents print:
// paper IDs (ICCS26-0001), the registration numbers, the invoice series and the receipts' file name.
import { z } from 'zod/mini';

export const editionStates = ['draft', 'current', 'archived'] as const;
export type EditionState = (typeof editionStates)[number];

/**
 * Where an edition's documents live: under editions/{id}/ ('nested'), or at the top of the database
 * ('root') for the edition the data was created with before editions existed.
 */
export const editionLayouts = ['root', 'nested'] as const;

/** Acronyms as the paper IDs and the invoice series print them: capitals and digits, a letter first. */
export const acronymPattern = /^[A-Z][A-Z0-9]{1,9}$/;
/** An edition's ID: its acronym in lower case and its year (iccs-2026). */
export const editionIdPattern = /^[a-z][a-z0-9]{1,9}-\d{4}$/;
export const editionYears = { min: 2000, max: 2099 } as const;

export const EditionSchema = z.object({
  id: z.string().check(z.regex(editionIdPattern)),
  acronym: z.string().check(z.regex(acronymPattern)),
  year: z.number().check(z.int(), z.gte(editionYears.min), z.lte(editionYears.max)),
  /** The edition's short name, as titles and subjects print it: "ICCS 2026". */
  name: z.string().check(z.minLength(1), z.maxLength(40)),
  state: z.enum(editionStates),
  layout: z.enum(editionLayouts),
  createdAt: z.string(),
  openedAt: z.optional(z.string()),
  archivedAt: z.optional(z.string()),
  /** The edition whose settings were copied into this one, and which parts. */
  copiedFrom: z.optional(z.object({ edition: z.string(), parts: z.array(z.string()) })),
});
export type Edition = z.infer<typeof EditionSchema>;

/** Where an edition's collections are: '' at the top of the database, or 'editions/{id}/'. */
export function editionPathPrefix(edition: Pick<Edition, 'id' | 'layout'>): string {
  return edition.layout === 'root' ? '' : `editions/${edition.id}/`;
}

export { editionIdOf } from './editionId';

/** The prefix of an edition's paper IDs: ICCS 2026 → ICCS26 (ICCS26-0001). */
export function paperIdPrefixOf(edition: Pick<Edition, 'acronym' | 'year'>): string {
  return `${edition.acronym}${String(edition.year % 100).padStart(2, '0')}`;
}

/**
 * The series of an edition's receipts and tax invoices (ICCS/26-27/0001): the acronym's first five
 * characters, so a number with its financial year and serial stays within the 16 characters GST allows.
 */
export function invoicePrefixOf(edition: Pick<Edition, 'acronym'>): string {
  return edition.acronym.slice(0, 5);
}

/** The registration numbers' prefix: REG-2026 (REG-2026-0001). */
export function registrationPrefixOf(edition: Pick<Edition, 'year'>): string {
  return `REG-${edition.year}`;
}

/** The file name a registration receipt downloads under: ICCS2026-Registration-Receipt.pdf. */
export function receiptFileNameOf(edition: Pick<Edition, 'acronym' | 'year'>): string {
  return `${edition.acronym}${edition.year}-Registration-Receipt.pdf`;
}

/** The stem of the volume's file names: ICCS2026 (ICCS2026-proceedings.pdf, ICCS2026.bib). */
export function fileStemOf(edition: Pick<Edition, 'name'>): string {
  return edition.name.replace(/\s+/g, '');
}

/**
 * What a new edition can take from the current one, each a settings document the chair ticks: never
 * papers, reviews, bids, assignments, registrations or payments.
 */
export const editionParts = {
  identity: { label: 'Identity and committee: the name, university, venue, topics, highlights, publication and organising committee', doc: 'conference' },
  calendar: { label: 'Calendar: every date moved by the chosen number of months', doc: 'calendar' },
  fees: { label: 'Fee table: categories, amounts, tax and the payment details', doc: 'fees' },
  reviewing: { label: 'Review settings: reviewers per paper and the review form', doc: 'reviewing' },
  proceedings: { label: 'Proceedings settings: page limits, copyright text, ISBN and DOI prefix', doc: 'proceedings' },
  notifications: { label: 'Notifications switch', doc: 'notifications' },
  reminders: { label: 'Automatic reminders to reviewers', doc: 'reminders' },
} as const;
export type EditionPart = keyof typeof editionParts;
export const editionPartNames = Object.keys(editionParts) as EditionPart[];

/** How far a new edition's dates move from the current one's, in months (12: a year later). */
export const shiftMonthsLimits = { min: 0, max: 36, default: 12 } as const;

const acronymMessage = 'The acronym must be 2 to 10 capital letters or digits, starting with a letter (e.g. ICCS).';
const yearMessage = `The year must be a whole number from ${editionYears.min} to ${editionYears.max}.`;
const shiftMessage = `The dates move by a whole number of months from ${shiftMonthsLimits.min} to ${shiftMonthsLimits.max}.`;

/** POST /api/admin/editions: a draft edition, with the parts of the current one the chair ticked. */
export const CreateEditionRequestSchema = z.object({
  acronym: z.string({ error: acronymMessage }).check(z.regex(acronymPattern, { error: acronymMessage })),
  year: z.number({ error: yearMessage }).check(z.int({ error: yearMessage }), z.gte(editionYears.min, { error: yearMessage }), z.lte(editionYears.max, { error: yearMessage })),
  /** The short name titles print ("ICCS 2026"); the acronym and year when left out. */
  name: z.optional(z.string({ error: 'The name must be text.' }).check(z.trim(), z.minLength(1, { error: 'The name must not be empty.' }), z.maxLength(40, { error: 'The name must be at most 40 characters.' }))),
  copy: z
    .array(z.enum(editionPartNames as [EditionPart, ...EditionPart[]], { error: `Each part to copy must be one of: ${editionPartNames.join(', ')}.` }), { error: 'copy must be a list of parts.' })
    .check(z.maxLength(editionPartNames.length, { error: 'Each part can be copied once.' }), z.refine((parts) => new Set(parts).size === parts.length, { error: 'Each part can be copied once.' })),
  shiftMonths: z.optional(
    z.number({ error: shiftMessage }).check(z.int({ error: shiftMessage }), z.gte(shiftMonthsLimits.min, { error: shiftMessage }), z.lte(shiftMonthsLimits.max, { error: shiftMessage })),
  ),
  /** Only say what would be made and copied; write nothing. */
  preview: z.optional(z.boolean({ error: 'preview must be true or false.' })),
});
export type CreateEditionRequest = z.infer<typeof CreateEditionRequestSchema>;

/** One part a new edition took (or would take) from the current one. */
export const CopiedPartSchema = z.object({
  part: z.enum(editionPartNames as [EditionPart, ...EditionPart[]]),
  label: z.string(),
  copied: z.boolean(),
  note: z.string(),
  /** Copied texts that name the edition's year, which the chair will want to change ("Smart Systems 2025"). */
  stale: z.optional(z.array(z.string())),
});

/** How much of a stale text the preview quotes around the year it names. */
const staleQuoteLength = 80;

/**
 * The texts of a copied document (every string in it, however deep) that name `year` as a word: what a
 * roll-over carries over unchanged but the chair will want to say anew. At most `limit`, each quoted
 * around the year.
 */
export function textsNamingYear(document: unknown, year: number, limit = 5): string[] {
  const found: string[] = [];
  const word = new RegExp(`(^|\\D)${year}(\\D|$)`);
  const visit = (value: unknown) => {
    if (found.length >= limit) return;
    if (typeof value === 'string') {
      const at = value.search(word);
      if (at < 0) return;
      // A short text whole; a long one around the year.
      const start = value.length <= staleQuoteLength ? 0 : Math.min(Math.max(0, at - staleQuoteLength / 2), value.length - staleQuoteLength);
      const quoted = value.slice(start, start + staleQuoteLength).replace(/\s+/g, ' ').trim();
      found.push(`${start > 0 ? '…' : ''}${quoted}${start + staleQuoteLength < value.length ? '…' : ''}`);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(document);
  return found;
}

export const CreateEditionAnswer = z.object({ edition: EditionSchema, paperIdExample: z.string(), copied: z.array(CopiedPartSchema), preview: z.boolean(), message: z.string() });
export type CreateEditionAnswer = z.infer<typeof CreateEditionAnswer>;

export const EditionsAnswer = z.object({ editions: z.array(EditionSchema), current: z.string() });
export type EditionsAnswer = z.infer<typeof EditionsAnswer>;

export const OpenEditionAnswer = z.object({ edition: EditionSchema, archived: z.nullable(z.string()), message: z.string() });
export type OpenEditionAnswer = z.infer<typeof OpenEditionAnswer>;

/** What anyone may know of an edition: the public site lists the current one and the archived ones (never a draft). */
export const PublicEditionSchema = z.object({ id: EditionSchema.shape.id, acronym: EditionSchema.shape.acronym, year: EditionSchema.shape.year, name: EditionSchema.shape.name, state: z.enum(['current', 'archived']), layout: EditionSchema.shape.layout });
export type PublicEdition = z.infer<typeof PublicEditionSchema>;

/** GET /api/public/editions: the current edition and the archived ones, newest first. */
export const PublicEditionsAnswer = z.object({ editions: z.array(PublicEditionSchema) });
export type PublicEditionsAnswer = z.infer<typeof PublicEditionsAnswer>;

const editionQueryMessage = 'edition is an edition ID such as iccs-2025.';
/**
 * The query of a read that can be answered from another edition than the current one: `edition` names
 * it (the current one or an archived one; a draft has nothing to read yet).
 */
export const EditionQuerySchema = z.object({ edition: z.optional(z.string({ error: editionQueryMessage }).check(z.regex(editionIdPattern, { error: editionQueryMessage }))) });
export type EditionQuery = z.infer<typeof EditionQuerySchema>;

export { EditionHeader, editionHeaderMessage, editionNotFoundMessage } from '../editionHeader';

/** The public editions among the registry's, newest first (drafts left out). */
export function publicEditions(editions: readonly Edition[]): PublicEdition[] {
  return editions
    .flatMap((edition) => (edition.state === 'draft' ? [] : [{ id: edition.id, acronym: edition.acronym, year: edition.year, name: edition.name, state: edition.state, layout: edition.layout }]))
    .sort((a, b) => b.year - a.year || a.acronym.localeCompare(b.acronym));
}

/** The edition a paper ID belongs to, by its prefix (ICCS26-0001 → ICCS26), among the editions given. */
export function editionOfPaperId<E extends Pick<Edition, 'acronym' | 'year'>>(paperId: string, editions: readonly E[]): E | undefined {
  const prefix = /^(.+)-\d+$/.exec(paperId)?.[1];
  return prefix === undefined ? undefined : editions.find((edition) => paperIdPrefixOf(edition) === prefix);
}
