// Topics, reviewers' bids, and how the automatic assignment scores a (paper, reviewer) pair. Papers and
// reviewers take topics from the call for papers; a reviewer bids on the papers open for bidding while
// the calendar's bidding window is open; the assignment's score adds the bid's value (its size kept),
// the topics in common and the text affinity, and says each part in words as the pair's reasons.
import { z } from 'zod/mini';
import { CalendarWindowSchema } from '../calendar/calendar';
import { identityLimits } from '../conference/identity';
import { IdFormats } from '../ids';
import { isOpenStatus, openStatuses } from '../status';
import { unionError } from '../validation';
import { SearchParam } from '../submissions/paperList';

/** A topic of the call for papers, as the conference's identity lists it (callTopics; the chair edits them on Settings). */
export type Topic = string;

export const maxPaperTopics = 3;
export const paperTopicsMessage = `Choose 1 to ${maxPaperTopics} topics of the call for papers.`;
export const reviewerTopicsMessage = 'Choose topics of the call for papers, each at most once.';

// Which topics the call lists is the identity's (it changes without a release): the server checks the
// chosen ones against it (topicsOutsideCall); the form offers only those.
const topicSchema = (message: string) => z.string({ error: message }).check(z.minLength(1, { error: message }), z.maxLength(identityLimits.topicLength, { error: message }));
const distinct = (list: readonly string[]) => new Set(list).size === list.length;

/** A paper's topics: one to three of the call's, each once. */
export const PaperTopicsSchema = z
  .array(topicSchema(paperTopicsMessage), { error: paperTopicsMessage })
  .check(z.minLength(1, { error: paperTopicsMessage }), z.maxLength(maxPaperTopics, { error: paperTopicsMessage }), z.refine(distinct, { error: paperTopicsMessage }));

/** A reviewer's topics: any of the call's, each once (none is allowed: they then match by text only). */
export const ReviewerTopicsSchema = z
  .array(topicSchema(reviewerTopicsMessage), { error: reviewerTopicsMessage })
  .check(z.maxLength(identityLimits.topics, { error: reviewerTopicsMessage }), z.refine(distinct, { error: reviewerTopicsMessage }));

/** The chosen topics that the call for papers does not list (none: all are the call's). */
export function topicsOutsideCall(chosen: readonly string[], call: readonly string[]): string[] {
  return chosen.filter((topic) => !call.includes(topic));
}

export const ReviewerTopicsRequest = z.object({ topics: ReviewerTopicsSchema });

/** The bids a reviewer may give a paper; no bid is the default. */
export const bidLevels = ['eager', 'willing', 'notWilling', 'conflict'] as const;
export type Bid = (typeof bidLevels)[number];

export const bidLabels: Record<Bid, string> = { eager: 'Eager', willing: 'Willing', notWilling: 'Not willing', conflict: 'Conflict' };

export const bidMessage = `The bid must be one of ${bidLevels.join(', ')}, or null to clear it.`;
export const BidSchema = z.enum(bidLevels, { error: bidMessage });
export const BidRequest = z.object({ bid: z.nullable(BidSchema) });

/** bids/{paperId}_{reviewerId}: one reviewer's bid on one paper. */
export const BidDocSchema = z.object({
  paperId: z.string(),
  reviewerId: z.string(),
  bid: BidSchema,
  updatedAt: z.string(),
});
export type BidDoc = z.infer<typeof BidDocSchema>;

/** The statuses whose papers are open for bidding: the open ones, submitted and not yet decided. */
export const biddingStatuses = openStatuses;
export const openForBidding = isOpenStatus;

/** Rows a page of the chair's bid overview holds. */
export const bidsPageSize = 25;
/** Papers a page of a reviewer's bidding list holds: each is a card with its abstract, 12 keep the page short. */
export const biddingPageSize = 12;

/** GET /api/reviewers/bids's query: a page (the previous page's `next`), a search, and a filter by bid ('none': not bid yet). */
export const BidsQuerySchema = z.object({
  page: z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,5}$/, { error: 'page must be the next value of the previous page.' }))),
  q: z.optional(SearchParam),
  bid: z.optional(z.enum([...bidLevels, 'none'], { error: `bid must be one of ${bidLevels.join(', ')} or none.` })),
});
export type BidsQuery = z.infer<typeof BidsQuerySchema>;

// The score of a pair. The bid dominates, then the topics in common, then the text affinity (0 to 1).

/** A bid's value in the score, its size kept: eager counts twice willing, not willing counts against. */
export const bidScores: Record<Exclude<Bid, 'conflict'>, number> = { eager: 4, willing: 2, notWilling: -2 };
/** Each topic in common adds this much, up to three topics. */
export const topicScore = 1;
export const maxTopicsScored = 3;
/** The text affinity (cosine, 0 to 1) is weighted by this. */
export const affinityScore = 1;
/** A pair scoring at least this is a good match: a willing bid, two topics in common, or a topic and a close text. */
export const defaultGoodMatch = 1.5;

export interface PairEvidence {
  bid: Exclude<Bid, 'conflict'> | null;
  commonTopics: readonly string[];
  affinity: number;
  /** The reviewer's research-area phrase the paper's text matches, if any. */
  matchedPhrase: string | null;
}

export function pairScore(evidence: Pick<PairEvidence, 'bid' | 'commonTopics' | 'affinity'>): number {
  const bid = evidence.bid ? bidScores[evidence.bid] : 0;
  return bid + topicScore * Math.min(evidence.commonTopics.length, maxTopicsScored) + affinityScore * evidence.affinity;
}

const bidReasons: Record<Exclude<Bid, 'conflict'>, string> = { eager: 'eager bid', willing: 'willing bid', notWilling: 'bid not willing' };

/** A pair's reasons in words: "eager bid", "topics: Cloud, Edge and Fog Computing", "research area matches 'federated learning'". */
export function pairReasons(evidence: PairEvidence): string[] {
  const reasons: string[] = [];
  if (evidence.bid) reasons.push(bidReasons[evidence.bid]);
  if (evidence.commonTopics.length > 0) reasons.push(`${evidence.commonTopics.length === 1 ? 'topic' : 'topics'}: ${evidence.commonTopics.join('; ')}`);
  if (evidence.matchedPhrase) reasons.push(`research area matches '${evidence.matchedPhrase}'`);
  else if (evidence.affinity >= 0.05) reasons.push(`text affinity ${evidence.affinity.toFixed(2)}`);
  if (reasons.length === 0) reasons.push('no bid, topic or text in common');
  return reasons;
}

/** What the bidding list shows of a paper's match with the reviewer: "matches 'edge computing'", "topics: ...". */
export function matchText(evidence: Omit<PairEvidence, 'bid'>): string {
  const parts: string[] = [];
  if (evidence.matchedPhrase) parts.push(`matches '${evidence.matchedPhrase}'`);
  if (evidence.commonTopics.length > 0) parts.push(`${evidence.commonTopics.length === 1 ? 'topic' : 'topics'} in common: ${evidence.commonTopics.join('; ')}`);
  if (parts.length === 0) return evidence.affinity >= 0.05 ? 'some words in common with your research area' : 'no match with your research area or topics';
  return parts.join(' · ');
}

// The automatic assignment's request and answer.

export const autoassignObjectives = ['fair', 'total'] as const;
export type AutoassignObjective = (typeof autoassignObjectives)[number];

const whole = (label: string, min: number, max: number) => {
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return z.number({ error: message }).check(z.int({ error: message }), z.gte(min, { error: message }), z.lte(max, { error: message }));
};

export const maxProposalPapers = 20_000;

/** Which papers a proposal fills: those without reviewers, all those under the target, or the ones named. */
export const AutoassignPapersSchema = z.union(
  [
    z.enum(['unassigned', 'all-under-target']),
    z.object({
      paperIds: z
        .array(z.string().check(z.regex(IdFormats.paper, { error: 'Each paper ID must be a paper ID such as ICCS25-0001.' })))
        .check(z.minLength(1, { error: 'Name at least one paper.' }), z.maxLength(maxProposalPapers, { error: `At most ${maxProposalPapers} papers.` })),
    }),
  ],
  { error: unionError("papers must be 'unassigned', 'all-under-target' or { paperIds: [...] }.", (input) => (typeof input === 'object' && input !== null ? 1 : null)) },
);

export const ProposalRequestSchema = z.object({
  reviewersPerPaper: whole('reviewersPerPaper', 1, 10),
  maxPerReviewer: whole('maxPerReviewer', 1, 1000),
  minPerReviewer: z.optional(whole('minPerReviewer', 0, 1000)),
  /** Per-reviewer limits that replace the common ones. */
  limits: z.optional(
    z.record(
      z.string().check(z.regex(IdFormats.reviewer, { error: 'limits must be keyed by reviewer record IDs.' })),
      z.object({ max: z.optional(whole('A reviewer\'s max', 0, 1000)), min: z.optional(whole('A reviewer\'s min', 0, 1000)) }),
    ),
  ),
  /** Default: all papers under the target. */
  papers: z.optional(AutoassignPapersSchema),
  /** Default: fair. */
  objective: z.optional(z.enum(autoassignObjectives, { error: "objective must be 'fair' or 'total'." })),
  /** fair: the score a good match reaches. */
  threshold: z.optional(z.number({ error: 'threshold must be a number.' }).check(z.gte(-10), z.lte(20))),
  /** Pairs the chair fixes: assigned whatever their score (never against a conflict). */
  pinned: z.optional(
    z
      .array(z.object({ paperId: z.string().check(z.regex(IdFormats.paper, { error: 'pinned needs paper IDs.' })), reviewerId: z.string().check(z.regex(IdFormats.reviewer, { error: 'pinned needs reviewer record IDs.' })) }))
      .check(z.maxLength(5000, { error: 'At most 5000 pinned pairs.' })),
  ),
  /** A randomised assignment: no pair's probability above q (0.5 to 1). */
  randomise: z.optional(z.object({ q: z.number({ error: 'q must be a number from 0.5 to 1.' }).check(z.gte(0.5, { error: 'q must be a number from 0.5 to 1.' }), z.lte(1, { error: 'q must be a number from 0.5 to 1.' })) })),
});
export type ProposalRequest = z.output<typeof ProposalRequestSchema>;

/** How long a proposal or a bulk preview can be applied. */
export const previewLifetimeMinutes = 30;

// The answers.

/** A paper in the bidding list: what a reviewer may read of it (never its authors), their bid and the match. */
export const BiddingPaperSchema = z.object({
  paperId: z.string(),
  title: z.string(),
  abstract: z.string(),
  keywords: z.array(z.string()),
  topics: z.array(z.string()),
  bid: z.nullable(BidSchema),
  /** How well the paper matches the reviewer (higher first) and why, in words. */
  match: z.object({ score: z.number(), reason: z.string() }),
});


export const BidsAnswer = z.object({
  papers: z.array(BiddingPaperSchema),
  /** The next page's `page`, null on the last. */
  next: z.nullable(z.string()),
  total: z.number(),
  window: CalendarWindowSchema,
  /** The reviewer's topics (the match reads them). */
  reviewerTopics: z.array(z.string()),
  /** How many papers the reviewer has bid on, by bid. */
  counts: z.record(z.string(), z.number()),
});

export const SaveBidAnswer = z.object({ message: z.string(), paperId: z.string(), bid: z.nullable(BidSchema), savedAt: z.string() });

export const ReviewerTopicsAnswer = z.object({ topics: z.array(z.string()), researchArea: z.string() });

const bidCounts = z.object({ eager: z.number(), willing: z.number(), notWilling: z.number(), conflict: z.number() });

/**
 * The bids counted for a paper or a reviewer, kept with each bid saved (in its transaction): by bid,
 * the eager and willing ones together (`wanted`), and all of them. A paper's also says whether it is
 * open for bidding, so the chair's view reads a page of papers, never every bid.
 */
export const BidTallySchema = z.extend(bidCounts, { wanted: z.number(), total: z.number() });
export type BidTally = z.infer<typeof BidTallySchema>;
/** A paper's bid tally; `number` is its ID's number, the order the chair's bid page lists papers in. */
export const PaperBidTallySchema = z.extend(BidTallySchema, { paperId: z.string(), number: z.number(), open: z.boolean() });
export const ReviewerBidTallySchema = z.extend(BidTallySchema, { reviewerId: z.string() });

export const noBidTally = (): BidTally => ({ eager: 0, willing: 0, notWilling: 0, conflict: 0, wanted: 0, total: 0 });

/** What a tally gains when a bid changes from `before` to `after` (null: no bid), field by field. */
export function tallyDelta(before: Bid | null, after: Bid | null): BidTally {
  const delta = noBidTally();
  const wanted = (bid: Bid | null) => bid === 'eager' || bid === 'willing';
  if (before) delta[before] -= 1;
  if (after) delta[after] += 1;
  delta.wanted = Number(wanted(after)) - Number(wanted(before));
  delta.total = Number(after !== null) - Number(before !== null);
  return delta;
}

/** The tallies the bids make, by paper and by reviewer (the recount the stored tallies must equal). */
export function countBids(bids: Iterable<Pick<BidDoc, 'paperId' | 'reviewerId' | 'bid'>>): { papers: Map<string, BidTally>; reviewers: Map<string, BidTally> } {
  const papers = new Map<string, BidTally>();
  const reviewers = new Map<string, BidTally>();
  const add = (tallies: Map<string, BidTally>, id: string, bid: Bid) => {
    const tally = tallies.get(id) ?? noBidTally();
    const delta = tallyDelta(null, bid);
    for (const key of Object.keys(tally) as Array<keyof BidTally>) tally[key] += delta[key];
    tallies.set(id, tally);
  };
  for (const bid of bids) {
    add(papers, bid.paperId, bid.bid);
    add(reviewers, bid.reviewerId, bid.bid);
  }
  return { papers, reviewers };
}

/** GET /api/admin/bids's query: a page of the papers open for bidding, all of them or those nobody wants. */
export const BidOverviewQuerySchema = z.object({
  page: z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,3}$/, { error: 'page is a page number from 1.' }))),
  show: z.optional(z.enum(['all', 'unwanted'], { error: 'show must be all or unwanted.' })),
});

/** The chair's view of the bids: a page of the papers (flagged when nobody wants them), the figures, and every reviewer (flagged when they have not bid). */
export const BidOverviewAnswer = z.object({
  window: CalendarWindowSchema,
  /** The page's papers, in order of paper ID. */
  papers: z.array(z.extend(bidCounts, { paperId: z.string(), title: z.string(), topics: z.array(z.string()), unwanted: z.boolean() })),
  page: z.number(),
  pageSize: z.number(),
  /** Papers the filter shows, on every page. */
  total: z.number(),
  /** Papers open for bidding, those with no eager or willing bid, and the bids on them. */
  openPapers: z.number(),
  unwantedPapers: z.number(),
  bids: z.number(),
  reviewers: z.array(z.extend(bidCounts, { reviewerId: z.string(), name: z.string(), topics: z.array(z.string()), bids: z.number(), silent: z.boolean() })),
});

export const BidReminderAnswer = z.object({ message: z.string(), queued: z.number() });

export const ProposalFiguresSchema = z.object({
  objective: z.enum(autoassignObjectives),
  /** The lowest and the mean score of a paper's reviewers together (kept and proposed). */
  worstPaper: z.number(),
  mean: z.number(),
  total: z.number(),
  /** The total the 'total' objective reaches, and the share of it fairness cost (0 for 'total'). */
  totalOptimum: z.number(),
  fairnessCost: z.number(),
  /** Papers with a good match (score at or above the threshold) and those that could have one. */
  goodMatchPapers: z.number(),
  papersWithGoodCandidate: z.number(),
  threshold: z.number(),
  /** Randomised proposals: the cap on any pair's probability. */
  q: z.nullable(z.number()),
  /** Reviewers already on the papers considered: they stay (a proposal moves no applied assignment). */
  kept: z.number(),
  seconds: z.number(),
});

/** A proposal's figures, loads and counts: what every page of it shows (stored with it). */
export const ProposalSummarySchema = z.object({
  /** Papers under review per reviewer once the proposal is applied, and before. */
  load: z.record(z.string(), z.number()),
  loadBefore: z.record(z.string(), z.number()),
  reviewers: z.array(z.object({ reviewerId: z.string(), name: z.string(), min: z.number(), max: z.number() })),
  underMin: z.array(z.object({ reviewerId: z.string(), name: z.string(), load: z.number(), min: z.number() })),
  objective: ProposalFiguresSchema,
  papersConsidered: z.number(),
  /** Pairs proposed and papers left short, on every page. */
  assignmentsTotal: z.number(),
  unfilledTotal: z.number(),
});
export type ProposalSummary = z.infer<typeof ProposalSummarySchema>;

/** A proposal's pages: the papers left short first, then the proposed pairs, this many to a page. */
export const proposalPageSize = 100;

export const ProposalPageQuerySchema = z.object({
  page: z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,4}$/, { error: 'page is a page number from 1.' }))),
});

/** A page of a proposal (the first comes with the proposal), with the figures and loads of the whole. */
export const ProposalAnswer = z.extend(ProposalSummarySchema, {
  proposalId: z.string(),
  expiresAt: z.string(),
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
  /** The page's papers left short, and its proposed pairs. */
  unfilled: z.array(z.object({ paperId: z.string(), title: z.string(), missing: z.number(), why: z.string() })),
  assignments: z.array(z.object({ paperId: z.string(), title: z.string(), reviewerId: z.string(), reviewerName: z.string(), score: z.number(), reasons: z.array(z.string()) })),
});

/** What applying a proposal wrote: the pairs and papers, in words and figures. */
export const ApplyProposalAnswer = z.object({ message: z.string(), applied: z.number(), papers: z.number() });

/**
 * proposals/{id}: an automatic-assignment proposal or a bulk-action preview, as it was shown, until it is
 * applied or expires (a TTL policy deletes it after `expireAt`). Its items (pairs or rows) are in
 * proposals/{id}/proposalParts/{n}, at most `previewPartSize` each, so no document nears Firestore's size limit.
 */
export const ProposalDocSchema = z.object({
  kind: z.enum(['autoassign', 'bulk', 'certificates', 'mailing', 'invitations', 'invitationReminders', 'emergencyReview']),
  /** The admin who asked for it: only they may apply it. */
  by: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** When the TTL policy may delete it (a Firestore Timestamp). */
  expireAt: z.optional(z.unknown()),
  /** bulk: the action previewed; certificates: the kind. */
  action: z.optional(z.string()),
  parts: z.number(),
  items: z.number(),
  appliedAt: z.nullable(z.string()),
  /** autoassign: the figures and loads every page shows. */
  summary: z.optional(ProposalSummarySchema),
  /** A mailing's subject as the chair wrote it (with its fields), for its audit entry. */
  note: z.optional(z.string()),
});
export type ProposalDoc = z.infer<typeof ProposalDocSchema>;
export const previewPartSize = 1000;
export const ProposalParts = { collectionGroup: 'proposalParts', ttlField: 'expireAt' } as const;

/** A form's topics field (JSON text of a list): the topics, or the message to show under the field. */
export function readTopicsField(raw: string): { topics: Topic[]; error?: undefined } | { topics?: undefined; error: string } {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { error: paperTopicsMessage };
  }
  const checked = PaperTopicsSchema.safeParse(value);
  return checked.success ? { topics: checked.data } : { error: paperTopicsMessage };
}
