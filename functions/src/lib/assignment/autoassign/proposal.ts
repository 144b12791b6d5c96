// The automatic assignment from the stored data: what it reads (open papers, their authors, reviewers,
// declared conflicts, bids, loads), the problem it hands the solver (conflicts excluded, kept and pinned
// reviewers fixed), and the proposal it shows: each new pair with its reasons, the papers left short and
// why, the loads before and after, and the objective's figures.
import {
  assignmentMaximum,
  comparePaperIds,
  Messages,
  PaperStatus,
  ProposalAnswer,
  biddingStatuses,
  defaultGoodMatch,
  paperConflicts,
  pairReasons,
  pairScore,
  proposalPageSize,
  type BidDoc,
  type ManuscriptDoc,
  type PaperDoc,
  type ProposalRequest,
  type ProposalSummary,
  type ReviewerDoc,
} from '@confsys/domain';
import { z } from 'zod/mini';
import type { Caller } from '../../auth';
import { readAllBids, readAllReviewers } from '../bidding';
import { documents } from '../../documents';
import { badRequest, conflict } from '../../errors';
import { readPreviewItems, savePreview } from '../../previewStore';
import { affinityOf, commonTopics, pairEvidence } from './evidence';
import { runSolver } from './run';
import type { AssignmentProblem } from './solve';

/** Everything an assignment reads, as it is at one moment. */
export interface AssignmentData {
  papers: PaperDoc[];
  manuscripts: Map<string, ManuscriptDoc>;
  reviewers: ReviewerDoc[];
  /** Declared conflicts, "paperId reviewerId". */
  declared: Set<string>;
  bids: Map<string, BidDoc>;
  /** Papers open for review each reviewer is on. */
  loads: Map<string, number>;
}

export const pairKey = (paperId: string, reviewerId: string) => `${paperId} ${reviewerId}`;

export async function readAssignmentData(): Promise<AssignmentData> {
  const statuses = [...biddingStatuses];
  const [papers, manuscripts, reviewers, conflicts, bids] = await Promise.all([
    documents.papers.where('status', 'in', statuses).get(),
    documents.manuscripts.where('status', 'in', statuses).get(),
    readAllReviewers(),
    documents.conflicts.get(),
    readAllBids(),
  ]);
  const loads = new Map<string, number>();
  for (const doc of papers.docs) for (const id of doc.data().reviewerIds) loads.set(id, (loads.get(id) ?? 0) + 1);
  return {
    papers: papers.docs.map((doc) => doc.data()).sort((a, b) => comparePaperIds(a.paperId, b.paperId)),
    manuscripts: new Map(manuscripts.docs.map((doc) => [doc.id, doc.data()])),
    reviewers,
    declared: new Set(conflicts.docs.map((doc) => pairKey(doc.data().paperId, doc.data().reviewerId))),
    bids,
    loads,
  };
}

/** Whether a reviewer is in conflict of interest with a paper: declared by either side, or found in the authors. */
export function inConflict(data: Pick<AssignmentData, 'declared' | 'manuscripts'>, paperId: string, reviewer: ReviewerDoc): boolean {
  const manuscript = data.manuscripts.get(paperId);
  if (data.declared.has(pairKey(paperId, reviewer.id))) return true;
  if (!manuscript) return false;
  return paperConflicts(reviewer, manuscript, false).length > 0;
}

/** A stored item of a proposal: a proposed pair, or the state of a paper or reviewer it was made from. */
export const ProposalItemSchema = z.union([
  z.object({ t: z.literal('pair'), paperId: z.string(), reviewerId: z.string(), reviewerName: z.string(), title: z.string(), score: z.number(), reasons: z.array(z.string()) }),
  z.object({ t: z.literal('paper'), paperId: z.string(), status: z.string(), reviewerIds: z.array(z.string()) }),
  z.object({ t: z.literal('reviewer'), reviewerId: z.string(), load: z.number(), max: z.number() }),
  z.object({ t: z.literal('short'), paperId: z.string(), title: z.string(), missing: z.number(), why: z.string() }),
]);
export type ProposalItem = z.infer<typeof ProposalItemSchema>;

type PairItem = Extract<ProposalItem, { t: 'pair' }>;

export interface Proposal {
  pairs: PairItem[];
  /** The papers the proposal adds reviewers to, and the reviewers it gives papers, as they were. */
  snapshot: ProposalItem[];
  unfilled: Array<{ paperId: string; title: string; missing: number; why: string }>;
  load: Record<string, number>;
  loadBefore: Record<string, number>;
  reviewers: Array<{ reviewerId: string; name: string; min: number; max: number }>;
  underMin: Array<{ reviewerId: string; name: string; load: number; min: number }>;
  figures: {
    objective: 'fair' | 'total';
    worstPaper: number;
    mean: number;
    total: number;
    totalOptimum: number;
    fairnessCost: number;
    goodMatchPapers: number;
    papersWithGoodCandidate: number;
    threshold: number;
    q: number | null;
    kept: number;
    seconds: number;
  };
  papersConsidered: number;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The papers a request concerns: without reviewers, under the target, or those named (each must be open). */
function concernedPapers(request: ProposalRequest, data: AssignmentData): PaperDoc[] {
  const target = request.reviewersPerPaper;
  const papers = request.papers ?? 'all-under-target';
  if (papers === 'unassigned') return data.papers.filter((paper) => paper.reviewerIds.length === 0);
  if (papers === 'all-under-target') return data.papers.filter((paper) => paper.reviewerIds.length < target);
  const byId = new Map(data.papers.map((paper) => [paper.paperId, paper]));
  return [...new Set(papers.paperIds)].map((paperId) => {
    const paper = byId.get(paperId);
    if (!paper) throw badRequest(`No paper open for review has the ID ${paperId}.`, { papers: `No paper open for review has the ID ${paperId}.` });
    return paper;
  });
}

function limitsOf(request: ProposalRequest, reviewers: readonly ReviewerDoc[]): Map<string, { min: number; max: number }> {
  const known = new Set(reviewers.map((reviewer) => reviewer.id));
  for (const id of Object.keys(request.limits ?? {})) if (!known.has(id)) throw badRequest(`No reviewer record has the ID ${id}.`, { limits: `No reviewer record has the ID ${id}.` });
  const limits = new Map<string, { min: number; max: number }>();
  for (const reviewer of reviewers) {
    const own = request.limits?.[reviewer.id];
    const asked = own?.max ?? request.maxPerReviewer;
    const wanted = own?.min ?? request.minPerReviewer ?? 0;
    if (wanted > asked) throw badRequest(`${reviewer.name}'s minimum (${wanted}) is above their maximum (${asked}).`, { minPerReviewer: 'minPerReviewer must not be above maxPerReviewer.' });
    // The load the reviewer accepted (an invitation's answer, or the chair's) caps the request's maximum, and any minimum with it.
    const max = assignmentMaximum(asked, reviewer.load);
    limits.set(reviewer.id, { min: Math.min(wanted, max), max });
  }
  return limits;
}

/** Why a paper is left short, in words. */
function shortWhy(eligible: number, withCapacity: number, blockers: readonly string[], missing: number): string {
  if (eligible === 0) return 'no reviewer without a conflict of interest is left for it';
  const base = `only ${withCapacity} of the ${eligible} reviewer${eligible === 1 ? '' : 's'} without conflict ${withCapacity === 1 ? 'has' : 'have'} capacity`;
  if (blockers.length === 0) return `${base}; ${missing} more needed`;
  const named = blockers.slice(0, 5).join(', ');
  return `${base}: the limits of ${named}${blockers.length > 5 ? ` and ${blockers.length - 5} more` : ''} block it`;
}

/**
 * How many of a paper's candidates the flow first runs on: its best by score, enough to fill it several
 * times over. At 8,000 papers and 150 reviewers every pair is 1.2 million arcs; its best 24 are 192,000.
 */
export const candidatesPerPaper = (target: number) => Math.max(24, 8 * target);

/**
 * Solves on each paper's best candidates; solved again on every candidate when that left a paper short
 * whose candidates were cut, or a reviewer under their minimum, either of which a pair left out might
 * have prevented. The flow's time grows more slowly than its arcs (208,000 of 354,000 arcs took 2.9 s,
 * all of them 3.0 s, at 11,335 papers and 41 reviewers), so a cut that keeps more than half of them
 * saves little and risks a second solve: the problem is then solved whole at once.
 */
async function solveOnBest(problem: AssignmentProblem, best: readonly number[], cut: Uint8Array, q: number | null, seed: number) {
  if (best.length * 2 > problem.candidates.paper.length) return runSolver(problem, q, seed);
  const { paper, reviewer, score } = problem.candidates;
  const narrowed = { ...problem, candidates: { paper: Int32Array.from(best, (at) => paper[at] ?? 0), reviewer: Int32Array.from(best, (at) => reviewer[at] ?? 0), score: Float64Array.from(best, (at) => score[at] ?? 0) } };
  const solution = await runSolver(narrowed, q, seed);
  const missedOne = solution.unfilled.some((short) => cut[short.paper] === 1) || solution.underMin.length > 0;
  return missedOne ? runSolver(problem, q, seed) : solution;
}

/** Makes a proposal: builds the problem from the data, solves it off the event loop, and explains the answer. */
export async function makeProposal(request: ProposalRequest, data: AssignmentData, seed = Math.floor(Math.random() * 2 ** 31)): Promise<Proposal> {
  const target = request.reviewersPerPaper;
  const threshold = request.threshold ?? defaultGoodMatch;
  const papers = concernedPapers(request, data);
  if (papers.length === 0) throw badRequest('No paper is concerned: every paper open for review already has its reviewers, or none matches.');
  const reviewers = data.reviewers;
  const limits = limitsOf(request, reviewers);
  const reviewerAt = new Map(reviewers.map((reviewer, at) => [reviewer.id, at]));
  const paperAt = new Map(papers.map((paper, at) => [paper.paperId, at]));

  // Pinned pairs are assigned as the chair says, never against a conflict.
  const pinned = new Map<number, number[]>();
  for (const pair of request.pinned ?? []) {
    const p = paperAt.get(pair.paperId);
    const r = reviewerAt.get(pair.reviewerId);
    if (p === undefined) throw badRequest(`${pair.paperId} is not among the papers of this proposal.`, { pinned: `${pair.paperId} is not among the papers of this proposal.` });
    if (r === undefined) throw badRequest(`No reviewer record has the ID ${pair.reviewerId}.`, { pinned: `No reviewer record has the ID ${pair.reviewerId}.` });
    const reviewer = reviewers[r] as ReviewerDoc;
    if (inConflict(data, pair.paperId, reviewer)) throw conflict(`${reviewer.name} cannot be pinned to ${pair.paperId}: they are in conflict of interest with it.`);
    if ((papers[p] as PaperDoc).reviewerIds.includes(reviewer.id)) continue;
    pinned.set(p, [...new Set([...(pinned.get(p) ?? []), r])]);
  }

  // Every open paper and every reviewer: the same index, and so the same scores, as the bidding list's.
  const affinity = affinityOf(data.papers, reviewers);
  const reviewerPositions = reviewers.map((reviewer) => affinity.reviewerPosition(reviewer.id));
  const paperIds: number[] = [];
  const reviewerIds: number[] = [];
  const scores: number[] = [];
  // Each paper's best candidates, as positions in the lists above: the flow runs on these first.
  const best: number[] = [];
  const bestCount = candidatesPerPaper(target);
  const cut = new Uint8Array(papers.length);
  const eligibleCount = new Int32Array(papers.length);
  const problemPapers: AssignmentProblem['papers'] = papers.map((paper, p) => {
    const kept = paper.reviewerIds.map((id) => reviewerAt.get(id)).filter((at): at is number => at !== undefined);
    const fixed = [...kept, ...(pinned.get(p) ?? [])];
    // A reviewer whose record is gone still counts toward the target until the chair removes them.
    const gone = paper.reviewerIds.length - kept.length;
    const fixedSet = new Set(fixed);
    const position = affinity.paperPosition(paper.paperId);
    const first = scores.length;
    for (const [r, reviewer] of reviewers.entries()) {
      if (fixedSet.has(r) || inConflict(data, paper.paperId, reviewer)) continue;
      const bid = data.bids.get(pairKey(paper.paperId, reviewer.id))?.bid ?? null;
      if (bid === 'conflict') continue;
      paperIds.push(p);
      reviewerIds.push(r);
      // The reasons' words are made for the chosen pairs only; the score needs none of them.
      scores.push(pairScore({ bid, commonTopics: commonTopics(paper, reviewer), affinity: affinity.scoreAt(position, reviewerPositions[r] ?? -1) }));
      eligibleCount[p] = (eligibleCount[p] ?? 0) + 1;
    }
    const own = Array.from({ length: scores.length - first }, (_, at) => first + at);
    if (own.length > bestCount) {
      own.sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0));
      own.length = bestCount;
      cut[p] = 1;
    }
    best.push(...own);
    return { id: paper.paperId, target: Math.max(fixed.length, target - gone), kept: fixed };
  });
  const pinnedLoad = new Map<number, number>();
  for (const list of pinned.values()) for (const r of list) pinnedLoad.set(r, (pinnedLoad.get(r) ?? 0) + 1);
  const problem: AssignmentProblem = {
    papers: problemPapers,
    reviewers: reviewers.map((reviewer, r) => {
      const limit = limits.get(reviewer.id) ?? { min: 0, max: request.maxPerReviewer };
      return { id: reviewer.id, max: limit.max, min: limit.min, load: (data.loads.get(reviewer.id) ?? 0) + (pinnedLoad.get(r) ?? 0) };
    }),
    candidates: { paper: Int32Array.from(paperIds), reviewer: Int32Array.from(reviewerIds), score: Float64Array.from(scores) },
    objective: request.objective ?? 'fair',
    threshold,
    maxFairnessCost: 0.005,
  };
  const solution = await solveOnBest(problem, best, cut, request.randomise?.q ?? null, seed);

  // The proposal as shown: each new pair with its reasons, pinned ones first.
  const finalCount = new Map(problemPapers.map((paper) => [paper.id, paper.kept.length]));
  const chosen = [
    ...[...pinned.entries()].flatMap(([p, list]) => list.map((r) => ({ paper: p, reviewer: r, pinned: true }))),
    ...solution.pairs.map((pair) => ({ paper: pair.paper, reviewer: pair.reviewer, pinned: false })),
  ];
  for (const pair of solution.pairs) {
    const id = (papers[pair.paper] as PaperDoc).paperId;
    finalCount.set(id, (finalCount.get(id) ?? 0) + 1);
  }
  const pairs: PairItem[] = chosen.map(({ paper: p, reviewer: r, pinned: isPinned }) => {
    const paper = papers[p] as PaperDoc;
    const reviewer = reviewers[r] as ReviewerDoc;
    const bid = data.bids.get(pairKey(paper.paperId, reviewer.id))?.bid ?? null;
    const evidence = pairEvidence(affinity, paper, reviewer, bid);
    const reasons = [...(isPinned ? ['pinned by the chair'] : []), ...pairReasons(evidence), `fills the paper to ${finalCount.get(paper.paperId) ?? 0}`];
    return { t: 'pair', paperId: paper.paperId, reviewerId: reviewer.id, reviewerName: reviewer.name, title: paper.title, score: round(pairScore(evidence)), reasons };
  });

  const loadBefore: Record<string, number> = {};
  const load: Record<string, number> = {};
  for (const reviewer of reviewers) {
    loadBefore[reviewer.id] = data.loads.get(reviewer.id) ?? 0;
    load[reviewer.id] = loadBefore[reviewer.id] ?? 0;
  }
  for (const pair of pairs) load[pair.reviewerId] = (load[pair.reviewerId] ?? 0) + 1;

  const touchedPapers = new Set(pairs.map((pair) => pair.paperId));
  const touchedReviewers = new Set(pairs.map((pair) => pair.reviewerId));
  const snapshot: ProposalItem[] = [
    ...papers.filter((paper) => touchedPapers.has(paper.paperId)).map((paper) => ({ t: 'paper' as const, paperId: paper.paperId, status: paper.status, reviewerIds: paper.reviewerIds })),
    ...reviewers
      .filter((reviewer) => touchedReviewers.has(reviewer.id))
      .map((reviewer) => ({ t: 'reviewer' as const, reviewerId: reviewer.id, load: loadBefore[reviewer.id] ?? 0, max: limits.get(reviewer.id)?.max ?? request.maxPerReviewer })),
  ];

  return {
    pairs,
    snapshot,
    unfilled: solution.unfilled.map((short) => {
      const paper = papers[short.paper] as PaperDoc;
      const blockers = short.blockers.map((r) => (reviewers[r] as ReviewerDoc).name);
      return { paperId: paper.paperId, title: paper.title, missing: short.missing, why: shortWhy(eligibleCount[short.paper] ?? 0, short.withCapacity, blockers, short.missing) };
    }),
    load,
    loadBefore,
    reviewers: reviewers.map((reviewer) => ({ reviewerId: reviewer.id, name: reviewer.name, ...(limits.get(reviewer.id) ?? { min: 0, max: request.maxPerReviewer }) })),
    underMin: solution.underMin.map((item) => ({ reviewerId: (reviewers[item.reviewer] as ReviewerDoc).id, name: (reviewers[item.reviewer] as ReviewerDoc).name, load: item.load, min: item.min })),
    figures: {
      objective: problem.objective,
      worstPaper: round(solution.figures.worstPaper),
      mean: round(solution.figures.mean),
      total: round(solution.figures.total),
      totalOptimum: round(solution.figures.totalOptimum),
      fairnessCost: round(solution.figures.fairnessCost * 1e5) / 1e5,
      goodMatchPapers: solution.figures.goodMatchPapers,
      papersWithGoodCandidate: solution.figures.papersWithGoodCandidate,
      threshold,
      q: request.randomise?.q ?? null,
      kept: papers.reduce((sum, paper) => sum + paper.reviewerIds.length, 0),
      seconds: round(solution.figures.seconds),
    },
    papersConsidered: papers.length,
  };
}

/**
 * What changed since a proposal was made, in words ("ICCS25-0004 was withdrawn", "a new conflict between
 * Dr. A and ICCS25-0004"): empty when the proposal still holds and can be applied as shown.
 */
export function changesSince(createdAt: string, items: readonly ProposalItem[], data: AssignmentData): string[] {
  const changes: string[] = [];
  const papers = new Map(data.papers.map((paper) => [paper.paperId, paper]));
  const reviewers = new Map(data.reviewers.map((reviewer) => [reviewer.id, reviewer]));
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, at) => b[at] === id);
  for (const item of items) {
    if (item.t === 'paper') {
      const paper = papers.get(item.paperId);
      if (!paper) changes.push(`${item.paperId} is no longer open for review (decided or withdrawn)`);
      else if (paper.status !== item.status && !(item.status === PaperStatus.Submitted && paper.status === PaperStatus.UnderReview)) changes.push(`${item.paperId} is now ${paper.status}`);
      else if (!same(paper.reviewerIds, item.reviewerIds)) changes.push(`${item.paperId}'s reviewers changed`);
    } else if (item.t === 'reviewer') {
      const reviewer = reviewers.get(item.reviewerId);
      if (!reviewer) changes.push(`the reviewer record ${item.reviewerId} was deleted`);
      else if ((data.loads.get(item.reviewerId) ?? 0) !== item.load) changes.push(`${reviewer.name}'s load changed from ${item.load} to ${data.loads.get(item.reviewerId) ?? 0}`);
    } else if (item.t === 'pair') {
      const reviewer = reviewers.get(item.reviewerId);
      if (reviewer && inConflict(data, item.paperId, reviewer)) changes.push(`a new conflict of interest between ${reviewer.name} and ${item.paperId}`);
    }
  }
  // A bid made or changed since, on a paper the proposal assigns.
  const assigned = new Set(items.filter((item) => item.t === 'pair').map((item) => item.paperId));
  for (const bid of data.bids.values()) {
    if (bid.updatedAt > createdAt && assigned.has(bid.paperId)) changes.push(`a new bid by ${reviewers.get(bid.reviewerId)?.name ?? bid.reviewerId} on ${bid.paperId}`);
  }
  return [...new Set(changes)];
}

type ShortItem = Extract<ProposalItem, { t: 'short' }>;

/**
 * A page of a proposal as shown: its items in order are the papers left short, then the pairs (then the
 * state they were made from, never shown), so page n is items (n-1)·size to n·size of the shown ones.
 */
function proposalPage(stored: { id: string; expiresAt: string }, summary: ProposalSummary, page: number, items: readonly ProposalItem[]): z.infer<typeof ProposalAnswer> {
  const shown = summary.unfilledTotal + summary.assignmentsTotal;
  return {
    proposalId: stored.id,
    expiresAt: stored.expiresAt,
    page,
    pageSize: proposalPageSize,
    pageCount: Math.ceil(shown / proposalPageSize),
    ...summary,
    unfilled: items.filter((item): item is ShortItem => item.t === 'short').map(({ t: _t, ...short }) => short),
    assignments: items.filter((item): item is PairItem => item.t === 'pair').map(({ t: _t, ...pair }) => pair),
  };
}

/** The items of a page, as positions in the stored list (only the shown ones: the papers left short and the pairs). */
const pageRange = (summary: ProposalSummary, page: number) => ({ from: (page - 1) * proposalPageSize, to: Math.min(page * proposalPageSize, summary.unfilledTotal + summary.assignmentsTotal) });

/** Makes a proposal from the data as it is now and stores it as shown, for the caller alone to apply; answers its first page with its ID. */
export async function propose(request: ProposalRequest, caller: Caller): Promise<z.infer<typeof ProposalAnswer>> {
  const data = await readAssignmentData();
  const proposal = await makeProposal(request, data);
  const shorts: ShortItem[] = proposal.unfilled.map((short) => ({ t: 'short', ...short }));
  const summary: ProposalSummary = {
    load: proposal.load,
    loadBefore: proposal.loadBefore,
    reviewers: proposal.reviewers,
    underMin: proposal.underMin,
    objective: proposal.figures,
    papersConsidered: proposal.papersConsidered,
    assignmentsTotal: proposal.pairs.length,
    unfilledTotal: shorts.length,
  };
  const items = [...shorts, ...proposal.pairs, ...proposal.snapshot];
  const stored = await savePreview('autoassign', caller, items, { summary });
  const first = pageRange(summary, 1);
  return proposalPage(stored, summary, 1, items.slice(first.from, first.to));
}

/** A page of the caller's stored proposal, reading only the parts that hold it. */
export async function readProposalPage(proposalId: string, page: number, caller: Caller): Promise<z.infer<typeof ProposalAnswer>> {
  const { proposal, items } = await readPreviewItems(proposalId, 'autoassign', caller, (header) => (header.summary ? pageRange(header.summary, page) : { from: 0, to: 0 }), ProposalItemSchema);
  // A proposal stored before pages were kept has no summary: it is made again.
  if (!proposal.summary) throw conflict(Messages.proposalExpired);
  return proposalPage({ id: proposalId, expiresAt: proposal.expiresAt }, proposal.summary, page, items);
}
