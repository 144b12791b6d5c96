// Emergency reviewers: when a paper's review is overdue, the chair asks another member to review it at
// short notice, by a due date of its own. The members who said they are available for late requests come
// first, then those with the most of their accepted load left; members already reviewing the paper or in
// conflict with it are never offered. The request is previewed (its message as the reviewer will read it)
// and applied once: it assigns the reviewer with that due date and queues the message in one transaction.
import { z } from 'zod/mini';
import { isInstant } from '../calendar/calendar';
import { IdFormats, previewIdFormat } from '../ids';
import { Messages } from '../messages';
import { ReviewerSchema } from '../committee/reviewerList';

/** A member who could take the overdue review, as the chair's list shows them: their record's ID, name and affiliation, and what they can take. */
export const EmergencyCandidateSchema = z.extend(z.pick(ReviewerSchema, { id: true, name: true, affiliation: true }), {
  /** They said, on accepting their invitation, that they take late requests. */
  lateRequests: z.boolean(),
  /** The load they accepted, or null when none was set (a member added by hand). */
  load: z.nullable(z.number()),
  /** Papers under review they are assigned now. */
  assigned: z.number(),
});
export type EmergencyCandidate = z.infer<typeof EmergencyCandidateSchema>;

/** What is left of a candidate's accepted load (negative when over it), or null without a load. */
export const remainingLoad = (candidate: Pick<EmergencyCandidate, 'load' | 'assigned'>): number | null => (candidate.load === null ? null : candidate.load - candidate.assigned);

/** 0: load left; 1: no load set; 2: load used up. */
const loadRank = (remaining: number | null) => (remaining === null ? 1 : remaining > 0 ? 0 : 2);

/**
 * The order the chair sees: late requests welcome first; then those with load left (most left first),
 * then those without a load set, then those whose load is used up; then the fewest papers; then by name.
 */
export function rankEmergencyCandidates<T extends EmergencyCandidate>(candidates: readonly T[]): T[] {
  return [...candidates].sort((a, b) => {
    const [left, right] = [remainingLoad(a), remainingLoad(b)];
    return (
      Number(b.lateRequests) - Number(a.lateRequests) ||
      loadRank(left) - loadRank(right) ||
      (right ?? 0) - (left ?? 0) ||
      a.assigned - b.assigned ||
      a.name.localeCompare(b.name, 'en') ||
      a.id.localeCompare(b.id)
    );
  });
}

/** How a candidate's load reads: "late requests welcome; 2 of 4 papers taken", "no load set; reviews 1 paper". */
export function candidateLoadText(candidate: EmergencyCandidate): string {
  const papers = (count: number) => `${count} paper${count === 1 ? '' : 's'}`;
  const load = candidate.load === null ? `no load set; reviews ${papers(candidate.assigned)}` : `${candidate.assigned} of ${papers(candidate.load)} taken`;
  return candidate.lateRequests ? `late requests welcome; ${load}` : load;
}

/** The candidates listed at most (the list is ranked: the first are the ones to ask). */
export const emergencyCandidateLimit = 50;

export const OverdueReviewSchema = z.object({ reviewerId: z.string(), name: z.string(), dueAt: z.string() });

/** GET /api/admin/papers/{paperId}/emergency-reviewers. */
export const EmergencyCandidatesAnswer = z.object({
  paperId: z.string(),
  title: z.string(),
  /** The paper's reviews missing past their due date. */
  overdue: z.array(OverdueReviewSchema),
  /** The first candidates, ranked. */
  candidates: z.array(EmergencyCandidateSchema),
  /** How many members could be asked in all. */
  total: z.number(),
});
export type EmergencyCandidatesAnswer = z.infer<typeof EmergencyCandidatesAnswer>;

export const emergencyNoteLimit = 2000;
export const emergencyRequestMessage = 'Send { reviewerId, dueAt, note?, preview: true } for a preview, or { previewId, apply: true } to send it.';
export const emergencyDueMessage = 'dueAt must be a date and time with its offset (ISO 8601, e.g. 2025-07-25T23:59:00+05:30).';
export const emergencyNoteMessage = `note is text of at most ${emergencyNoteLimit} characters.`;

/** POST /api/admin/papers/{paperId}/emergency-requests: a preview of the request, or sending one. */
export const EmergencyRequestSchema = z
  .object({
    reviewerId: z.optional(z.string({ error: Messages.selectReviewer }).check(z.refine((value: string) => IdFormats.reviewer.test(value), { error: Messages.selectReviewer }))),
    dueAt: z.optional(
      z.pipe(
        z.string({ error: emergencyDueMessage }).check(z.refine(isInstant, { error: emergencyDueMessage })),
        z.transform((value: string) => new Date(value).toISOString()),
      ),
    ),
    note: z.optional(z.pipe(z.string({ error: emergencyNoteMessage }).check(z.maxLength(emergencyNoteLimit, { error: emergencyNoteMessage })), z.transform((value: string) => value.trim()))),
    preview: z.optional(z.literal(true, { error: emergencyRequestMessage })),
    previewId: z.optional(z.string({ error: 'previewId is the ID the preview answered.' }).check(z.regex(previewIdFormat, { error: 'previewId is the ID the preview answered.' }))),
    apply: z.optional(z.literal(true, { error: emergencyRequestMessage })),
  })
  .check(
    z.superRefine((request, context) => {
      const previewing = request.preview === true && request.reviewerId !== undefined && request.dueAt !== undefined && request.previewId === undefined && request.apply === undefined;
      const applying = request.apply === true && request.previewId !== undefined && request.preview === undefined && request.reviewerId === undefined && request.dueAt === undefined && request.note === undefined;
      if (!previewing && !applying) context.issues.push({ code: 'custom', message: emergencyRequestMessage, path: [], input: request });
    }),
  );
export type EmergencyRequest = z.output<typeof EmergencyRequestSchema>;

/** The request as stored between its preview and its sending. */
export const StoredEmergencyRequestSchema = z.object({ paperId: z.string(), reviewerId: z.string(), dueAt: z.string(), note: z.string() });
export type StoredEmergencyRequest = z.infer<typeof StoredEmergencyRequestSchema>;

/** The preview (applied: false: the message as the reviewer will read it) or the request sent (applied: true). */
export const EmergencyRequestAnswer = z.object({
  previewId: z.string(),
  applied: z.boolean(),
  expiresAt: z.string(),
  reviewer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  dueAt: z.string(),
  subject: z.string(),
  text: z.string(),
  message: z.string(),
});
export type EmergencyRequestAnswer = z.infer<typeof EmergencyRequestAnswer>;
