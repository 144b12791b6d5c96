// Asking for erasure (POST /api/me/erasure): the person confirms with their password; what no law or
// unfinished purpose needs is erased at once, and the answer lists it, with what is kept, why and until when.
// Refused, with what stands in the way, while a paper of theirs is being reviewed, a payment of theirs
// awaits verification or a review of theirs is still due: those purposes are not served yet.
import { z } from 'zod/mini';

export const ErasureRequestSchema = z.object({
  password: z.string({ error: 'Enter your password to confirm the erasure.' }).check(z.minLength(1, { error: 'Enter your password to confirm the erasure.' }), z.maxLength(4096, { error: 'The password is at most 4,096 characters.' })),
});
export type ErasureRequest = z.output<typeof ErasureRequestSchema>;

/** Something kept after an erasure: what, the reason (a law or the public record) and until when. */
export const KeptDataSchema = z.object({ what: z.string(), why: z.string(), until: z.string() });
export type KeptData = z.output<typeof KeptDataSchema>;

export const ErasureAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  /** What was erased, one line per kind ("2 rejected or withdrawn papers, with their files and reviews"). */
  erased: z.array(z.string()),
  kept: z.array(KeptDataSchema),
});
export type ErasureResult = z.output<typeof ErasureAnswer>;

/** What an erased reviewer record is called wherever it stays (the papers they reviewed, their reviews). */
export const erasedReviewerName = 'Erased reviewer';

/** The address an erased reviewer record holds in place of theirs: not a person's, and never delivered (.invalid). */
export const erasedReviewerEmail = (reviewerId: string) => `${reviewerId.toLowerCase()}@erased.invalid`;

/**
 * The last day a payment's records are kept: the law's months (or the chair's longer period) counted from the
 * due date of the annual return of its financial year ("25-26": 31 December 2026), to the month's last day.
 */
export function accountsKeptUntil(financialYear: string, months: number): string {
  const returnYear = 2000 + Number(financialYear.slice(3, 5));
  const month = returnYear * 12 + 11 + months;
  const year = Math.floor(month / 12);
  const last = new Date(Date.UTC(year, (month % 12) + 1, 0));
  return last.toISOString().slice(0, 10);
}
