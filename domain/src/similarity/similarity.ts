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

export const SimilarityMatchSchema = z.object({
  paperId: z.string(),
  edition: z.string(),
  /** The other paper's status, as its edition records it now. */
  status: z.string(),
  title: z.string(),
  percent: z.number(),
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
