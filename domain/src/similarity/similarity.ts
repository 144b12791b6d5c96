// The similarity check: each manuscript's text signature (word shingles with a MinHash sketch and its LSH
// bands), the overlap it finds with the edition's other papers and every archived edition's, and the
// chair's integrity settings (the threshold a match is flagged at, the cap on papers per author). The
// signature is made by the functions (lib/similarity); what is stored and answered is declared here.
import { z } from 'zod/mini';

/** What a signature is made from: the submitted manuscript (or its revision), or the camera-ready file. */
export const signatureSources = ['manuscript', 'cameraReady'] as const;
export type SignatureSource = (typeof signatureSources)[number];

/** meta/similarity/changes/{paperId}: a paper's file waiting for its check (the newest upload's). */
export const SimilarityChangeSchema = z.object({
  /** The store path of the file to sign. */
  file: z.string(),
  source: z.enum(signatureSources),
  /** When the upload was written (the server's timestamp). */
  at: z.unknown(),
});
export type SimilarityChange = z.infer<typeof SimilarityChangeSchema>;

/** The settings' bounds and defaults (config/integrity). */
export const integrityLimits = {
  /** A match at or above this share of the paper's text is flagged (percent). */
  threshold: { min: 5, max: 100, default: 30 },
  /** At most this many papers per author (by email) in an edition; 0 for no cap. */
  maxPapersPerAuthor: { min: 0, max: 100, default: 0 },
} as const;

export const overCapActions = ['flag', 'refuse'] as const;
export type OverCapAction = (typeof overCapActions)[number];

const thresholdMessage = `The similarity threshold is a whole percentage from ${integrityLimits.threshold.min} to ${integrityLimits.threshold.max}.`;
const capMessage = `The cap per author is a whole number from ${integrityLimits.maxPapersPerAuthor.min} (no cap) to ${integrityLimits.maxPapersPerAuthor.max}.`;

/** config/integrity: the chair's settings of the integrity checks. */
export const IntegritySettingsSchema = z.object({
  similarityThreshold: z.int({ error: thresholdMessage }).check(z.gte(integrityLimits.threshold.min, { error: thresholdMessage }), z.lte(integrityLimits.threshold.max, { error: thresholdMessage })),
  maxPapersPerAuthor: z.int({ error: capMessage }).check(z.gte(integrityLimits.maxPapersPerAuthor.min, { error: capMessage }), z.lte(integrityLimits.maxPapersPerAuthor.max, { error: capMessage })),
  overCap: z.enum(overCapActions, { error: 'overCap is "flag" or "refuse".' }),
});
export type IntegritySettings = z.infer<typeof IntegritySettingsSchema>;
export const defaultIntegritySettings: IntegritySettings = {
  similarityThreshold: integrityLimits.threshold.default,
  maxPapersPerAuthor: integrityLimits.maxPapersPerAuthor.default,
  overCap: 'flag',
};

/**
 * The optional external check (Crossref Similarity Check, iThenticate v2): where its API is and the key
 * the chair's publisher account gave. Stored where no client reads it; never answered back.
 */
const externalUrlMessage = "The Similarity Check address is the https:// address of your iThenticate v2 site (for example https://example.turnitin.com).";
export const ExternalCheckRequestSchema = z.object({
  baseUrl: z.string({ error: externalUrlMessage }).check(
    z.maxLength(200, { error: externalUrlMessage }),
    // https, or a stand-in on this machine (the tests'); a host name without a path, query or credentials.
    z.regex(/^(https:\/\/[a-z0-9.-]+(:\d{1,5})?|http:\/\/127\.0\.0\.1:\d{1,5})\/?$/i, { error: externalUrlMessage }),
  ),
  key: z.string({ error: 'The key is the API key of your iThenticate v2 integration (8 to 500 characters).' }).check(
    z.minLength(8, { error: 'The key is the API key of your iThenticate v2 integration (8 to 500 characters).' }),
    z.maxLength(500, { error: 'The key is the API key of your iThenticate v2 integration (8 to 500 characters).' }),
    z.regex(/^[\x21-\x7e]+$/, { error: 'The key is the API key of your iThenticate v2 integration (8 to 500 characters).' }),
  ),
});
export type ExternalCheckRequest = z.infer<typeof ExternalCheckRequestSchema>;

/** meta/similarityExternal: the external check's settings, as the server keeps them. */
export const ExternalCheckDocSchema = z.object({ baseUrl: z.string(), key: z.string(), savedAt: z.string(), savedBy: z.string() });
export type ExternalCheckDoc = z.infer<typeof ExternalCheckDocSchema>;

export const externalStates = ['created', 'uploaded', 'requested', 'complete', 'error'] as const;
export type ExternalState = (typeof externalStates)[number];

/** A paper's external check, on its signature: the file sent, where the service is with it, and its figure. */
export const ExternalCheckStateSchema = z.object({
  file: z.string(),
  submissionId: z.string(),
  state: z.enum(externalStates),
  /** The service's overall match, 0 to 100, once complete. */
  percent: z.nullable(z.number()),
  updatedAt: z.string(),
  /** Why the last step failed, while it is tried again (and once it stopped, in the error state). */
  error: z.nullable(z.string()),
  /** Failed steps in a row. */
  failures: z.number(),
});
export type ExternalCheckState = z.infer<typeof ExternalCheckStateSchema>;

/** GET /api/admin/integrity: the settings, and whether the external check is set (its address, never its key). */
export const IntegrityAnswerSchema = z.object({
  ...IntegritySettingsSchema.shape,
  external: z.nullable(z.object({ baseUrl: z.string(), savedAt: z.string() })),
});
export type IntegrityAnswer = z.infer<typeof IntegrityAnswerSchema>;

/** A stored match: another paper sharing text with this one, and the share of this paper's text found in it. */
export const StoredMatchSchema = z.object({
  paperId: z.string(),
  /** The other paper's edition ID (iccs-2025). */
  edition: z.string(),
  /** Percent of this paper's shingles found in the other, one decimal. */
  percent: z.number(),
});
export type StoredMatch = z.infer<typeof StoredMatchSchema>;

/**
 * similarity/{paperId} (in the paper's edition): the paper's signature and the matches found for it. The
 * shingles are kept (sorted 32-bit hashes) so a later paper is measured exactly against this one.
 */
export const SimilarityDocSchema = z.object({
  paperId: z.string(),
  source: z.enum(signatureSources),
  /** The store path of the file the signature was made from. */
  file: z.string(),
  /** How the signature was made (lib/similarity/signature.ts): a new version makes every signature again. */
  version: z.number(),
  /** Words of the compared text (the references left out). */
  words: z.number(),
  /** The distinct shingles' hashes, sorted, as little-endian 32-bit words; empty when the file has too little text. */
  shingles: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
  /** The band keys the signature is filed under (shared collection similarityBands), to withdraw them when it is replaced. */
  bands: z.array(z.string()),
  /** Matches at or above the recording floor, highest first. */
  matches: z.array(StoredMatchSchema),
  /** The highest match's percent, 0 when none. */
  top: z.number(),
  computedAt: z.string(),
  /** The external check of this file, when one is set and the paper was sent. */
  external: z.optional(ExternalCheckStateSchema),
});
export type SimilarityDoc = z.infer<typeof SimilarityDocSchema>;

/** similarityBands/{band}-{bucket}: which papers of every edition have each band value ("edition/paperId" per key). */
export const SimilarityBandsSchema = z.object({
  keys: z.record(z.string(), z.array(z.string())),
});
export type SimilarityBandsDoc = z.infer<typeof SimilarityBandsSchema>;

/** A passage found in both papers: this paper's words and the other's, as extracted. */
export const SimilarityPassageSchema = z.object({
  /** The passage in the paper the report is about. */
  text: z.string(),
  /** The same passage in the other paper. */
  other: z.string(),
  /** How many words of the paper it spans. */
  words: z.number(),
});
export type SimilarityPassage = z.infer<typeof SimilarityPassageSchema>;

/** A match as the report shows it: the stored match, with the other paper's status and title now, and the passages. */
export const SimilarityMatchSchema = z.extend(StoredMatchSchema, {
  /** The other paper's status, as its edition records it now. */
  status: z.string(),
  title: z.string(),
  passages: z.array(SimilarityPassageSchema),
});
export type SimilarityMatch = z.infer<typeof SimilarityMatchSchema>;

/** GET /api/admin/papers/{paperId}/similarity: the paper's report. */
export const SimilarityReportSchema = z.object({
  paperId: z.string(),
  /** null while the paper's signature is not made yet. */
  computedAt: z.nullable(z.string()),
  words: z.number(),
  threshold: z.number(),
  /** The matches at or above the threshold, highest first. */
  matches: z.array(SimilarityMatchSchema),
  /** Why nothing could be compared, when the file has too little text. */
  note: z.nullable(z.string()),
  /** Other papers of the edition (not withdrawn) with the same title, as the title sort compares titles: at most five IDs. */
  sameTitle: z.array(z.string()),
  /** The paper's authors on more papers than the chair's cap, as sentences ("Ann (ann@x.org) is an author of 4 papers, over the cap of 3"); none without a cap. */
  overCap: z.array(z.string()),
  /** The external check (Crossref Similarity Check) of the paper's file, once sent: its state and figure. */
  external: z.nullable(z.omit(ExternalCheckStateSchema, { file: true, submissionId: true, failures: true })),
});
export type SimilarityReport = z.infer<typeof SimilarityReportSchema>;

/** The reviewer's plagiarism field, prefilled with the check's figure. */
export function similarityFieldText(percent: number): string {
  return `Similarity check: ${formatPercent(percent)}, highest within this conference and its past editions`;
}

/** A percentage as shown: whole when it is, else one decimal (74%, 12.5%). */
export function formatPercent(percent: number): string {
  const rounded = Math.round(percent * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)}%`;
}

/** How a flagged overlap reads in the chair's lists: "ICCS26-0042 overlaps 74% with ICCS26-0017". */
export function overlapText(paperId: string, match: Pick<StoredMatch, 'paperId' | 'percent'>, edition?: string): string {
  return `${paperId} overlaps ${formatPercent(match.percent)} with ${match.paperId}${edition ? ` (${edition})` : ''}`;
}
