// The dashboard's aggregate counters: their shape, the change one document write makes to them, and
// a recount from scratch. Triggers apply the changes; the maintenance command recounts.
import { z } from 'zod/mini';
import { isOpenStatus, normaliseStatus, paperStatuses, PaperStatus } from '../status';

/** The chair's bid figures among the counters: the papers open for bidding, those nobody wants (no eager or willing bid), and the bids on them. */
export const biddingFigures = ['openPapers', 'unwantedPapers', 'bids'] as const;
export type BiddingFigure = (typeof biddingFigures)[number];

/**
 * stats/dashboard, stats/dashboard-1, ...: the shards of the aggregate counters the triggers keep (a reader
 * adds them up: sumShards). Increments create fields as they first change, so any may be absent; readers
 * fill in zero (`DashboardStats` below is the complete view).
 */
export const StoredStatsSchema = z.object({
  reviewers: z.optional(z.number()),
  authors: z.optional(z.number()),
  /** Papers per status. */
  statusCounts: z.optional(z.partialRecord(z.enum(paperStatuses as [PaperStatus, ...PaperStatus[]]), z.number())),
  /** Submissions per month of submission, keyed YYYY-MM. */
  monthly: z.optional(z.record(z.string(), z.number())),
  /** Papers under review per reviewer record ID. */
  reviewerLoad: z.optional(z.record(z.string(), z.number())),
  /** The papers open for bidding, those of them nobody wants, and the bids on them (from the papers' bid tallies). */
  bidding: z.optional(z.partialRecord(z.enum(biddingFigures), z.number())),
  /** Papers open for review (submitted or under review) per topic they list, keyed by topicKey. */
  openTopics: z.optional(z.record(z.string(), z.number())),
  updatedAt: z.optional(z.string()),
});
export type StoredStats = z.infer<typeof StoredStatsSchema>;

/** The dashboard's counters, complete (stats/dashboard as stored may lack fields: StoredStatsSchema). */
export interface DashboardStats {
  reviewers: number;
  authors: number;
  /** Papers per status. */
  statusCounts: Record<PaperStatus, number>;
  /** Submissions per month of submission, keyed YYYY-MM. */
  monthly: Record<string, number>;
  /** Papers under review per assigned reviewer (record ID): each reviewer's load in the assign dialog. */
  reviewerLoad: Record<string, number>;
  /** The papers open for bidding, those nobody wants (no eager or willing bid), and the bids on them: the chair's bid figures. */
  bidding: Record<BiddingFigure, number>;
  /** Papers open for review per topic (keyed by topicKey): the committee's capacity reads them. */
  openTopics: Record<string, number>;
  updatedAt?: string;
}

/** A topic as a key of the counters: a field name holds no dot, so dots (and the escape itself) are escaped. */
export function topicKey(topic: string): string {
  return topic.replace(/%/g, '%25').replace(/\./g, '%2E');
}

/**
 * The counters are kept in shards, stats/dashboard and stats/dashboard-1 .. dashboard-{n-1}: each trigger
 * event adds its change to one shard, and a reader adds the shards up. Firestore sustains about one write
 * a second to one document; a bulk decision of 2,000 papers makes 2,000 trigger events within a minute,
 * which the shards share. The first shard keeps the name of the single document the counters once were,
 * so a database from before the shards reads right without a migration.
 */
export const dashboardStatsDoc = 'dashboard';
export const statsShardCount = 100;
export const statsShardIds: readonly string[] = Array.from({ length: statsShardCount }, (_, index) => (index === 0 ? dashboardStatsDoc : `${dashboardStatsDoc}-${index}`));
export const isStatsShard = (id: string) => statsShardIds.includes(id);

export function emptyStats(): DashboardStats {
  return {
    reviewers: 0,
    authors: 0,
    statusCounts: Object.fromEntries(paperStatuses.map((status) => [status, 0])) as Record<PaperStatus, number>,
    monthly: {},
    reviewerLoad: {},
    bidding: { openPapers: 0, unwantedPapers: 0, bids: 0 },
    openTopics: {},
  };
}

/**
 * The dashboard's figures from the stored counters (the shards added up by sumShards, or undefined
 * before anything was counted): absent fields are zero, and a month whose papers were all deleted (a zero entry) has no
 * submissions. The server's answers and the live dashboard both read the counters through this.
 */
export function dashboardStatsFrom(stored: StoredStats | undefined): DashboardStats {
  const empty = emptyStats();
  return {
    reviewers: stored?.reviewers ?? 0,
    authors: stored?.authors ?? 0,
    statusCounts: { ...empty.statusCounts, ...stored?.statusCounts },
    monthly: Object.fromEntries(Object.entries(stored?.monthly ?? {}).filter(([, count]) => count !== 0)),
    reviewerLoad: Object.fromEntries(Object.entries(stored?.reviewerLoad ?? {}).filter(([, count]) => count !== 0)),
    bidding: { ...empty.bidding, ...stored?.bidding },
    openTopics: Object.fromEntries(Object.entries(stored?.openTopics ?? {}).filter(([, count]) => count !== 0)),
  };
}

/** The counters of all shards added up (absent shards count nothing). */
export function sumShards(shards: ReadonlyArray<StoredStats | undefined>): StoredStats {
  const total: Required<Pick<StoredStats, 'reviewers' | 'authors'>> & { statusCounts: Record<string, number>; monthly: Record<string, number>; reviewerLoad: Record<string, number>; bidding: Record<string, number>; openTopics: Record<string, number> } = {
    reviewers: 0,
    authors: 0,
    statusCounts: {},
    monthly: {},
    reviewerLoad: {},
    bidding: {},
    openTopics: {},
  };
  const addAll = (into: Record<string, number>, from: Record<string, number | undefined> | undefined) => {
    for (const [key, count] of Object.entries(from ?? {})) into[key] = (into[key] ?? 0) + (count ?? 0);
  };
  for (const shard of shards) {
    total.reviewers += shard?.reviewers ?? 0;
    total.authors += shard?.authors ?? 0;
    addAll(total.statusCounts, shard?.statusCounts);
    addAll(total.monthly, shard?.monthly);
    addAll(total.reviewerLoad, shard?.reviewerLoad);
    addAll(total.bidding, shard?.bidding);
    addAll(total.openTopics, shard?.openTopics);
  }
  return total as StoredStats;
}

/** Field paths (dot-separated, as Firestore updates take them) and the amount to add to each. */
export type StatsDelta = Record<string, number>;

type Data = Record<string, unknown> | undefined;

function add(delta: StatsDelta, path: string, amount: number): void {
  if (amount === 0) return;
  delta[path] = (delta[path] ?? 0) + amount;
  if (delta[path] === 0) delete delta[path];
}

function paperStatus(data: Data): PaperStatus | undefined {
  return typeof data?.status === 'string' ? normaliseStatus(data.status) : undefined;
}

export function monthKey(iso: unknown): string | undefined {
  return typeof iso === 'string' && /^\d{4}-\d{2}/.test(iso) ? iso.slice(0, 7) : undefined;
}

/** The topics of a paper open for review (none for any other status), each once. */
function openTopicsOf(data: Data): string[] {
  const status = paperStatus(data);
  if (!isOpenStatus(status) || !Array.isArray(data?.topics)) return [];
  return [...new Set(data.topics.filter((topic): topic is string => typeof topic === 'string' && topic !== ''))];
}

/** The reviewers of a paper under review (none for any other status): whose load it is. */
function underReviewBy(data: Data): string[] {
  if (paperStatus(data) !== PaperStatus.UnderReview || !Array.isArray(data?.reviewerIds)) return [];
  return data.reviewerIds.filter((id): id is string => typeof id === 'string' && id !== '' && !id.includes('.'));
}

/** How a write of papers/{id} from `before` to `after` (undefined = absent) changes the counters. */
export function paperDelta(before: Data, after: Data): StatsDelta {
  const delta: StatsDelta = {};
  const [from, to] = [paperStatus(before), paperStatus(after)];
  if (from) add(delta, `statusCounts.${from}`, -1);
  if (to) add(delta, `statusCounts.${to}`, 1);
  // A withdrawn paper leaves the submissions per month (its status count says how many were withdrawn).
  const counted = (data: Data) => (data && paperStatus(data) !== PaperStatus.Withdrawn ? monthKey(data.submissionDate) : undefined);
  const [monthBefore, monthAfter] = [counted(before), counted(after)];
  if (monthBefore) add(delta, `monthly.${monthBefore}`, -1);
  if (monthAfter) add(delta, `monthly.${monthAfter}`, 1);
  for (const reviewerId of underReviewBy(before)) add(delta, `reviewerLoad.${reviewerId}`, -1);
  for (const reviewerId of underReviewBy(after)) add(delta, `reviewerLoad.${reviewerId}`, 1);
  for (const topic of openTopicsOf(before)) add(delta, `openTopics.${topicKey(topic)}`, -1);
  for (const topic of openTopicsOf(after)) add(delta, `openTopics.${topicKey(topic)}`, 1);
  return delta;
}

/** users/{uid}: the authors counter follows the role. */
export function userDelta(before: Data, after: Data): StatsDelta {
  const delta: StatsDelta = {};
  add(delta, 'authors', (after?.role === 'author' ? 1 : 0) - (before?.role === 'author' ? 1 : 0));
  return delta;
}

/** reviewers/{id}: one per record. */
export function reviewerDelta(before: Data, after: Data): StatsDelta {
  const delta: StatsDelta = {};
  add(delta, 'reviewers', (after ? 1 : 0) - (before ? 1 : 0));
  return delta;
}

/**
 * A paper's bid tally (meta/bidTallies/paperTallies/{id}, kept with every bid and status change): while
 * the paper is open for bidding it counts, with its bids, and as unwanted when no bid is eager or willing.
 */
export function bidTallyDelta(before: Data, after: Data): StatsDelta {
  const delta: StatsDelta = {};
  const figures = (data: Data) => {
    const open = data?.open === true;
    const count = (field: string) => (open && typeof data?.[field] === 'number' ? (data[field] as number) : 0);
    return { openPapers: Number(open), unwantedPapers: Number(open && count('wanted') === 0), bids: count('total') };
  };
  const [from, to] = [figures(before), figures(after)];
  for (const figure of biddingFigures) add(delta, `bidding.${figure}`, to[figure] - from[figure]);
  return delta;
}

/** The counters for whole collections, as the recount and the tests compute them. */
/** Adds a change to counters in place (as the shards' increments add it). */
export function addStatsDelta(stats: DashboardStats, delta: StatsDelta): void {
  for (const [path, amount] of Object.entries(delta)) {
    const [field, key] = path.split('.') as [keyof DashboardStats, string | undefined];
    if (key === undefined) (stats[field] as number) += amount;
    else (stats[field] as Record<string, number>)[key] = ((stats[field] as Record<string, number>)[key] ?? 0) + amount;
  }
}

export function recountStats(papers: Data[], users: Data[], reviewers: Data[], paperTallies: Data[]): DashboardStats {
  const stats = emptyStats();
  const apply = (delta: StatsDelta) => addStatsDelta(stats, delta);
  papers.forEach((paper) => apply(paperDelta(undefined, paper)));
  users.forEach((user) => apply(userDelta(undefined, user)));
  reviewers.forEach((reviewer) => apply(reviewerDelta(undefined, reviewer)));
  paperTallies.forEach((tally) => apply(bidTallyDelta(undefined, tally)));
  return stats;
}

/** The published count of the dashboard cards. */
export function publishedCount(stats: DashboardStats): number {
  return stats.statusCounts[PaperStatus.Published] ?? 0;
}
