// Automatic reviewer assignment: the exact solver (a transportation problem solved as a min-cost
// circulation, flow.ts), the randomised one that caps each pair's probability, the greedy baseline they
// are measured against, and the figures all report.
//
// Priorities, strictly in this order: every paper filled to its target wherever the reviewers' limits
// allow; every reviewer brought to their minimum wherever possible; with the fair objective, as many papers
// as possible given a good match (within the chair's cap on what fairness may cost); then the total score.
// Each priority is a stage of the same flow model, and the arcs a stage settles are frozen for the next.
import { exactCostLimit, FlowGraph, type FlowState } from './flow';

export type AssignmentObjective = 'fair' | 'total';

export interface AssignmentProblem {
  papers: ReadonlyArray<{
    id: string;
    /** How many reviewers the paper should end with. */
    target: number;
    /** Reviewer indexes already on the paper (kept and pinned): they count toward the target, never move. */
    kept: readonly number[];
  }>;
  reviewers: ReadonlyArray<{
    id: string;
    max: number;
    min: number;
    /** Papers they already review, counted against max and min. */
    load: number;
  }>;
  /** Candidate (paper, reviewer) pairs with their scores; a pair absent here is never assigned (conflicts are never passed in). */
  candidates: { paper: Int32Array; reviewer: Int32Array; score: Float64Array };
  objective: AssignmentObjective;
  /** fair: a score at or above this is a good match. */
  threshold: number;
  /** fair: the largest share of the total-optimal score fairness may cost (0.005 = 0.5%). */
  maxFairnessCost: number;
}

export interface AssignmentPair {
  paper: number;
  reviewer: number;
  score: number;
}

export interface UnfilledPaper {
  paper: number;
  /** Reviewers still needed to reach the target. */
  missing: number;
  /** Candidates not already kept on the paper. */
  eligible: number;
  /** Eligible reviewers not on the paper who are still below their max. */
  withCapacity: number;
  /** Eligible reviewers not on the paper who are at their max: the limits that block it. */
  blockers: number[];
}

export interface AssignmentFigures {
  /** Sum over papers of their reviewers' scores, kept and new. */
  total: number;
  /** The lowest paper score (a paper's score is the sum of its reviewers' scores). */
  worstPaper: number;
  mean: number;
  /** Papers with at least one reviewer, kept or new, scoring at or above the threshold. */
  goodMatchPapers: number;
  /** Papers with a kept good reviewer, or an open slot and a good candidate. */
  papersWithGoodCandidate: number;
  /** The fraction of the total-optimal score given up for fairness. */
  fairnessCost: number;
  /** The best total under the same filling priorities (NaN for the greedy baseline, which computes none). */
  totalOptimum: number;
  seconds: number;
}

export interface AssignmentSolution {
  /** New pairs only. */
  pairs: AssignmentPair[];
  unfilled: UnfilledPaper[];
  underMin: Array<{ reviewer: number; load: number; min: number }>;
  figures: AssignmentFigures;
}

/** Scores are scaled so the largest in magnitude becomes this integer cost, when the graph is small enough. */
const COST_RANGE = 2 ** 24;
/** Bisection steps when searching for the bonus that keeps fairness within its cap. */
const BONUS_BISECTIONS = 6;
/** Doublings of the bonus, from the spread of the scores, before concluding that the cap is never reached. */
const BONUS_DOUBLINGS = 4;
/** The reward per covered unit while solving for scores, in units of the largest pair cost. */
const COVERAGE_REWARD = 8;
/** The largest cost set, in units of the largest pair cost: the largest bonus (2^BONUS_DOUBLINGS spreads) and a pair. */
const LARGEST_COST = 2 ** (BONUS_DOUBLINGS + 1) + 1;

/** The problem checked and arranged for solving: candidates grouped by paper, kept pairs set aside. */
interface IndexedProblem {
  problem: AssignmentProblem;
  /** Candidates of paper p: byPaper[paperStart[p]] .. byPaper[paperStart[p + 1] - 1]. */
  paperStart: Int32Array;
  byPaper: Int32Array;
  /** 1 for a candidate that may be assigned: not kept on its paper, and the best copy of a repeated pair. */
  eligible: Uint8Array;
  /** Per paper: the slots left after its kept reviewers. */
  open: Int32Array;
  /** Per paper: the kept reviewers' scores, summed. */
  keptScore: Float64Array;
  /** Per paper: whether a kept reviewer is a good match. */
  keptGood: Uint8Array;
  /** Per reviewer: how many more papers they may take. */
  room: Int32Array;
  /** The largest |score| among the candidates. */
  largestScore: number;
  /** Integer cost per unit of score. */
  costPerScore: number;
}

/** The exact assignment under the problem's objective, with its figures and what it could not do. */
export function solveAssignment(problem: AssignmentProblem): AssignmentSolution {
  const started = performance.now();
  const indexed = indexProblem(problem);
  if (problem.objective === 'total') {
    const chosen = solveForTotal(new AssignmentFlow(indexed, { fair: false }));
    return describe(indexed, chosen, { totalOptimum: newScore(indexed, chosen) + keptTotal(indexed), fairnessCost: 0 }, started);
  }
  const { chosen, totalOptimum, fairnessCost } = solveFairly(new AssignmentFlow(indexed, { fair: true }));
  return describe(indexed, chosen, { totalOptimum, fairnessCost }, started);
}

/** The baseline: best-scoring pairs first, each taken while its paper has a slot and its reviewer room. */
export function greedyAssignment(problem: AssignmentProblem): AssignmentSolution {
  const started = performance.now();
  const indexed = indexProblem(problem);
  const { candidates } = problem;
  const order = eligibleCandidates(indexed).sort((a, b) => candidates.score[b]! - candidates.score[a]!);
  const open = indexed.open.slice();
  const room = indexed.room.slice();
  const chosen: number[] = [];
  for (const candidate of order) {
    const paper = candidates.paper[candidate]!;
    const reviewer = candidates.reviewer[candidate]!;
    if (open[paper]! === 0 || room[reviewer]! === 0) continue;
    open[paper]!--;
    room[reviewer]!--;
    chosen.push(candidate);
  }
  return describe(indexed, chosen, { totalOptimum: Number.NaN, fairnessCost: 0 }, started);
}

// ---------------------------------------------------------------------------------------------------
// Randomised assignment (Jecmen, Zhang, Liu, Shah, Conitzer and Fang, NeurIPS 2020): no pair is assigned
// with probability above q, which bounds what a reviewer who games their bids can count on.

/** A fractional assignment: each candidate pair's probability, in units of 1/denominator. */
export interface FractionalAssignment {
  problem: AssignmentProblem;
  q: number;
  denominator: number;
  /** Per candidate, its probability times the denominator (0 for kept pairs and lesser repeats). */
  units: Int32Array;
  /** The expected total score of an assignment sampled from it, kept reviewers included. */
  expectedTotal: number;
  seconds: number;
}

/**
 * The fractional assignment of the best total with every pair's probability at most q (to the nearest
 * hundredth below), under the same priorities as the exact one: papers filled, then minimums (the fair
 * objective's good matches are not sought). It is an integral flow with every capacity multiplied by the
 * denominator.
 */
export function fractionalAssignment(problem: AssignmentProblem, q: number): FractionalAssignment {
  const started = performance.now();
  const indexed = indexProblem(problem);
  const { denominator, pairUnits } = probabilityUnits(q);
  const flow = new AssignmentFlow(indexed, { fair: false, denominator, pairUnits });
  flow.optimise(flow.scores, scoreStageReward(indexed));
  const units = flow.units();
  let expected = keptTotal(indexed);
  units.forEach((share, candidate) => (expected += (share * problem.candidates.score[candidate]!) / denominator));
  return { problem, q, denominator, units, expectedTotal: expected, seconds: (performance.now() - started) / 1000 };
}

/**
 * An assignment drawn so that each pair is assigned with exactly its fractional probability. Every paper
 * receives exactly its expected number of new reviewers (when that is whole, as it is for a filled paper)
 * and every reviewer the floor or the ceiling of their expected load, hence never more than their max.
 */
export function sampleAssignment(fractional: FractionalAssignment, random: () => number): AssignmentSolution {
  const started = performance.now();
  const indexed = indexProblem(fractional.problem);
  const chosen = roundDependently(indexed, fractional.units, fractional.denominator, random);
  return describe(indexed, chosen, { totalOptimum: fractional.expectedTotal, fairnessCost: 0 }, started);
}

/** A randomised assignment: figures.totalOptimum is the expected total of the fractional assignment sampled. */
export function solveRandomised(problem: AssignmentProblem, q: number, random: () => number): AssignmentSolution {
  const fractional = fractionalAssignment(problem, q);
  const solution = sampleAssignment(fractional, random);
  solution.figures.seconds += fractional.seconds;
  return solution;
}

/** Twentieths when q is a multiple of 1/20, else hundredths, rounded down so that no pair exceeds q. */
function probabilityUnits(q: number): { denominator: number; pairUnits: number } {
  if (!(q > 0 && q <= 1)) throw new RangeError(`A probability cap lies in (0, 1] (got ${q})`);
  const denominator = Math.abs(q * 20 - Math.round(q * 20)) < 1e-9 ? 20 : 100;
  const pairUnits = Math.floor(q * denominator + 1e-9);
  if (pairUnits === 0) throw new RangeError(`A probability cap below 1/${denominator} leaves no pair assignable`);
  return { denominator, pairUnits };
}

/**
 * Dependent rounding on the bipartite graph of papers and reviewers (Gandhi, Khuller, Parthasarathy and
 * Srinivasan, J. ACM 2006). While some pair is fractional, find a cycle of fractional pairs or a maximal
 * path of them, split it into two alternating sets, and shift probability between the two by the largest
 * amount that keeps every pair within [0, 1], in one direction or the other with the probabilities that
 * leave each pair's expectation unchanged. Each shift makes a pair whole; along a cycle or through the
 * middle of a path every node keeps its sum, and the ends of a maximal path have a single fractional
 * pair, so their sums only move between floor and ceiling. All in integer units of 1/denominator.
 */
function roundDependently(indexed: IndexedProblem, fractionalUnits: Int32Array, denominator: number, random: () => number): number[] {
  const { candidates, papers } = indexed.problem;
  const units = fractionalUnits.slice();
  const isFractional = (candidate: number) => units[candidate]! > 0 && units[candidate]! < denominator;
  // Nodes: papers first, then reviewers; each node's fractional pairs, in a forward star.
  const nodes = papers.length + indexed.problem.reviewers.length;
  const end = (candidate: number, side: 0 | 1) => (side === 0 ? candidates.paper[candidate]! : papers.length + candidates.reviewer[candidate]!);
  const first = new Int32Array(nodes + 1);
  const fractional: number[] = [];
  units.forEach((_, candidate) => {
    if (!isFractional(candidate)) return;
    fractional.push(candidate);
    first[end(candidate, 0) + 1]!++;
    first[end(candidate, 1) + 1]!++;
  });
  for (let node = 0; node < nodes; node++) first[node + 1]! += first[node]!;
  const next = first.slice(0, nodes);
  const pairs = new Int32Array(first[nodes]!);
  for (const candidate of fractional) {
    pairs[next[end(candidate, 0)]!++] = candidate;
    pairs[next[end(candidate, 1)]!++] = candidate;
  }
  const cursor = first.slice(0, nodes);

  /** A fractional pair at the node other than `except`, or -1. */
  const fractionalPair = (node: number, except: number): number => {
    let at = cursor[node]!;
    while (at < first[node + 1]! && !isFractional(pairs[at]!)) at++;
    cursor[node] = at;
    for (; at < first[node + 1]!; at++) if (pairs[at] !== except && isFractional(pairs[at]!)) return pairs[at]!;
    return -1;
  };
  const across = (candidate: number, node: number) => (end(candidate, 0) === node ? end(candidate, 1) : end(candidate, 0));

  /** Shifts probability along alternating pairs (a path, or a cycle of even length). */
  const shift = (walk: Int32Array, from: number, to: number) => {
    let up = Number.POSITIVE_INFINITY;
    let down = Number.POSITIVE_INFINITY;
    for (let at = from; at < to; at++) {
      const share = units[walk[at]!]!;
      const even = (at - from) % 2 === 0;
      up = Math.min(up, even ? denominator - share : share);
      down = Math.min(down, even ? share : denominator - share);
    }
    const step = random() * (up + down) < down ? up : -down;
    for (let at = from; at < to; at++) units[walk[at]!]! += (at - from) % 2 === 0 ? step : -step;
  };

  // The walk: its nodes, the pairs between them, and where each node sits in it (-1: not in it).
  const walkNodes = new Int32Array(nodes + 1);
  const walkPairs = new Int32Array(nodes + 1);
  const placeInWalk = new Int32Array(nodes).fill(-1);
  let length = 0;
  const truncate = (nodesKept: number) => {
    while (length > nodesKept) placeInWalk[walkNodes[--length]!] = -1;
  };
  const extend = (node: number) => {
    placeInWalk[node] = length;
    walkNodes[length++] = node;
  };

  for (let start = 0; start < nodes; start++) {
    while (fractionalPair(start, -1) >= 0) {
      // A walk from an end of a path can only close a cycle or reach the other end: a maximal path.
      let fromEnd = fractionalPair(start, fractionalPair(start, -1)) < 0;
      extend(start);
      while (length > 0) {
        const node = walkNodes[length - 1]!;
        const pair = fractionalPair(node, length > 1 ? walkPairs[length - 2]! : -1);
        if (pair < 0) {
          if (length === 1) {
            truncate(0);
          } else if (!fromEnd) {
            // A dead end: walk again from it, an end of a maximal path.
            truncate(0);
            extend(node);
            fromEnd = true;
          } else {
            shift(walkPairs, 0, length - 1);
            let whole = 0;
            while (isFractional(walkPairs[whole]!)) whole++;
            truncate(whole + 1);
          }
          continue;
        }
        const reached = across(pair, node);
        const place = placeInWalk[reached]!;
        if (place < 0) {
          walkPairs[length - 1] = pair;
          extend(reached);
          continue;
        }
        // A cycle from `reached` back to it.
        walkPairs[length - 1] = pair;
        shift(walkPairs, place, length);
        truncate(place + 1);
      }
    }
  }
  const chosen: number[] = [];
  units.forEach((share, candidate) => {
    if (share === denominator) chosen.push(candidate);
  });
  return chosen;
}

// ---------------------------------------------------------------------------------------------------
// The flow model

/**
 * The assignment as a circulation. Nodes: a source, a sink, a node per paper (and, for the fair objective,
 * a second "good" node for each paper that can gain a good match), a node per reviewer. Arcs: source →
 * paper for its open slots; paper → reviewer for each eligible candidate (good candidates hang off the
 * paper's good node); paper → good node twice, one unit that earns the good-match bonus and the other
 * slots; reviewer → sink split into the part up to their minimum and the rest up to their max; sink →
 * source closes the circulation.
 *
 * Coverage (filled slots, then minimums) comes first. Rather than always settling it in a stage of its
 * own, an objective is first solved with a large reward per covered unit: when every slot and minimum is
 * then covered, nothing can do better on coverage and the answer is already right. Only otherwise is
 * coverage settled on its own (fill worth 2 a unit, minimums 1; the two never compete, as a unit of a
 * minimum can only come from a filled slot) and the objective solved again among the best-covered flows.
 */
class AssignmentFlow {
  readonly graph: FlowGraph;
  /** Per candidate: its arc, or -1 when it cannot be assigned. */
  readonly pairArc: Int32Array;
  /** The papers that can gain a good match, and the arcs that carry their bonus unit. */
  readonly bonusPapers: number[] = [];
  private readonly bonusArcs: number[] = [];
  private readonly fillArcs: number[] = [];
  private readonly minimumArcs: number[] = [];
  private readonly empty: FlowState;
  private covered: FlowState | null = null;
  private fixedSinceRestart = false;

  /**
   * `fair` adds the good nodes (for the exact assignment). A fractional assignment counts in units of
   * 1/`denominator` of a reviewer, each pair carrying at most `pairUnits` of them.
   */
  constructor(
    readonly indexed: IndexedProblem,
    { fair, denominator = 1, pairUnits = 1 }: { fair: boolean; denominator?: number; pairUnits?: number },
  ) {
    const { problem, open, room } = indexed;
    const { candidates, threshold } = problem;
    const eligible = eligibleCandidates(indexed);
    const graph = new FlowGraph(eligible.length + 3 * problem.papers.length + 2 * problem.reviewers.length + 1);
    this.graph = graph;
    this.pairArc = new Int32Array(candidates.paper.length).fill(-1);
    const source = graph.addNode();
    const sink = graph.addNode();
    const paperNode = problem.papers.map(() => graph.addNode());
    const reviewerNode = problem.reviewers.map(() => graph.addNode());
    const goodNode = paperNode.slice();
    problem.papers.forEach((_, paper) => {
      const node = paperNode[paper]!;
      this.fillArcs.push(graph.addArc(source, node, open[paper]! * denominator, 0));
      if (!fair || indexed.keptGood[paper] === 1 || open[paper]! === 0 || !hasGoodCandidate(indexed, paper)) return;
      goodNode[paper] = graph.addNode();
      this.bonusPapers.push(paper);
      this.bonusArcs.push(graph.addArc(node, goodNode[paper], 1, 0));
      graph.addArc(node, goodNode[paper], open[paper]! - 1, 0);
    });
    for (const candidate of eligible) {
      const paper = candidates.paper[candidate]!;
      const from = candidates.score[candidate]! >= threshold ? goodNode[paper]! : paperNode[paper]!;
      this.pairArc[candidate] = graph.addArc(from, reviewerNode[candidates.reviewer[candidate]!]!, pairUnits, 0);
    }
    problem.reviewers.forEach((reviewer, index) => {
      const belowMinimum = Math.min(room[index]!, Math.max(0, reviewer.min - reviewer.load));
      this.minimumArcs.push(graph.addArc(reviewerNode[index]!, sink, belowMinimum * denominator, 0));
      graph.addArc(reviewerNode[index]!, sink, (room[index]! - belowMinimum) * denominator, 0);
    });
    graph.addArc(sink, source, open.reduce((sum, slots) => sum + slots, 0) * denominator, 0);
    this.empty = graph.saveState();
  }

  /** Back to where every objective starts: no flow, or the settled coverage. */
  restart(): void {
    this.graph.restoreState(this.covered ?? this.empty);
    this.fixedSinceRestart = false;
  }

  /**
   * Moves the flow to the best for an objective among the best-covered flows; `reward` per covered unit
   * must outweigh what the objective gains from leaving a unit uncovered, if a later fix is to be right.
   * `warm`: start from the current flow and prices, after an objective that differs little.
   */
  optimise(objective: () => void, reward: number, warm = false): void {
    objective();
    if (!this.covered) this.rewardCoverage(reward);
    if (warm) this.graph.reoptimise();
    else this.graph.solve();
    if (this.covered || this.isCovered()) return;
    if (this.fixedSinceRestart) throw new Error('A settled stage lost coverage');
    this.settleCoverage();
    this.restart();
    objective();
    this.graph.solve();
  }

  /** Freezes what the last objective settled, so that the next one only chooses among its optima. */
  fix(): void {
    this.graph.fixOptimalArcs();
    this.fixedSinceRestart = true;
  }

  /** Settles coverage in a stage of its own; restart() then starts from it. */
  settleCoverage(): void {
    if (this.covered) return;
    this.graph.restoreState(this.empty);
    this.graph.clearCosts();
    for (const arc of this.fillArcs) this.graph.setCost(arc, -2);
    for (const arc of this.minimumArcs) this.graph.setCost(arc, -1);
    this.graph.solve();
    this.graph.fixOptimalArcs();
    this.covered = this.graph.saveState();
  }

  /** The objective of fairness: one unit per paper given a good match. */
  goodMatches = (): void => {
    this.graph.clearCosts();
    for (const arc of this.bonusArcs) this.graph.setCost(arc, -1);
  };

  /** The total score, plus a bonus (in score units) per paper given a good match. */
  scores = (bonus = 0): void => {
    const { graph, pairArc, indexed } = this;
    const { score } = indexed.problem.candidates;
    graph.clearCosts();
    for (let candidate = 0; candidate < pairArc.length; candidate++) {
      const arc = pairArc[candidate]!;
      if (arc >= 0) graph.setCost(arc, -Math.round(score[candidate]! * indexed.costPerScore));
    }
    const bonusCost = -Math.round(bonus * indexed.costPerScore);
    for (const arc of this.bonusArcs) graph.setCost(arc, bonusCost);
  };

  /** The flow on each candidate's arc, in units. */
  units(): Int32Array {
    return Int32Array.from(this.pairArc, (arc) => (arc >= 0 ? this.graph.flow(arc) : 0));
  }

  /** The candidates whose arcs carry flow. */
  chosen(): number[] {
    const chosen: number[] = [];
    this.pairArc.forEach((arc, candidate) => {
      if (arc >= 0 && this.graph.flow(arc) > 0) chosen.push(candidate);
    });
    return chosen;
  }

  private rewardCoverage(reward: number): void {
    for (const arc of this.fillArcs) this.graph.setCost(arc, -reward);
    for (const arc of this.minimumArcs) this.graph.setCost(arc, -reward);
  }

  private isCovered(): boolean {
    const full = (arc: number) => this.graph.flow(arc) === this.graph.capacity(arc);
    return this.fillArcs.every(full) && this.minimumArcs.every(full);
  }
}

/** The reward per covered unit while solving for scores: worth several exchanges of the best pair. */
function scoreStageReward(indexed: IndexedProblem): number {
  return COVERAGE_REWARD * Math.max(1, Math.round(indexed.largestScore * indexed.costPerScore));
}

function solveForTotal(flow: AssignmentFlow): number[] {
  flow.optimise(flow.scores, scoreStageReward(flow.indexed));
  return flow.chosen();
}

/**
 * The fair objective: the most papers with a good match, then the best total; when that costs more
 * than the cap allows, the largest good-match bonus (traded against score) whose cost stays within it.
 */
function solveFairly(flow: AssignmentFlow): { chosen: number[]; totalOptimum: number; fairnessCost: number } {
  const { indexed } = flow;
  const bestTotal = solveForTotal(flow);
  const totalPrices = flow.graph.savePrices();
  const totalOptimum = newScore(indexed, bestTotal) + keptTotal(indexed);
  // Every paper that could gain a good match has one already: nothing to trade.
  if (papersGainingGoodMatch(flow, bestTotal) === flow.bonusPapers.length) return { chosen: bestTotal, totalOptimum, fairnessCost: 0 };
  const costOf = (chosen: number[]) => fairnessCost(totalOptimum, newScore(indexed, chosen) + keptTotal(indexed));
  const cap = indexed.problem.maxFairnessCost;

  // From the best total, already covered: only the papers short of a good match have work to do.
  flow.graph.resetPrices();
  flow.optimise(flow.goodMatches, flow.bonusPapers.length + 1, true);
  flow.fix();
  // The prices of the best total are nearly right again for the scores among the most good matches.
  flow.graph.restorePrices(totalPrices);
  flow.optimise(flow.scores, scoreStageReward(indexed), true);
  const mostGood = flow.chosen();
  if (costOf(mostGood) <= cap) return { chosen: mostGood, totalOptimum, fairnessCost: costOf(mostGood) };

  // The cap binds. The cost of fairness grows with the bonus per good match traded against score: double
  // it until the cap is passed, then bisect; each solve starts from the last.
  let best: number[] | null = null;
  let started = false;
  const withBonus = (bonus: number) => {
    if (!started) flow.restart();
    flow.optimise(() => flow.scores(bonus), scoreStageReward(indexed), started);
    started = true;
    return flow.chosen();
  };
  let low = 0;
  let high = scoreSpread(indexed);
  let passed = false;
  for (let doubling = 0; doubling < BONUS_DOUBLINGS && !passed; doubling++) {
    const chosen = withBonus(high);
    if (costOf(chosen) <= cap) [low, best, high] = [high, chosen, high * 2];
    else passed = true;
  }
  for (let step = 0; passed && step < BONUS_BISECTIONS; step++) {
    const middle = (low + high) / 2;
    const chosen = withBonus(middle);
    if (costOf(chosen) <= cap) [low, best] = [middle, chosen];
    else high = middle;
  }
  best ??= bestTotalMostGood(flow);
  return { chosen: best, totalOptimum, fairnessCost: costOf(best) };
}

/** At no cost to fairness: the best total, ties broken toward good matches. */
function bestTotalMostGood(flow: AssignmentFlow): number[] {
  flow.settleCoverage();
  flow.restart();
  flow.optimise(flow.scores, 0);
  flow.fix();
  flow.optimise(flow.goodMatches, 0);
  return flow.chosen();
}

/** How many of the papers that can gain a good match gain one among the chosen candidates. */
function papersGainingGoodMatch(flow: AssignmentFlow, chosen: readonly number[]): number {
  const { candidates, threshold } = flow.indexed.problem;
  const gained = new Set<number>();
  for (const candidate of chosen) if (candidates.score[candidate]! >= threshold) gained.add(candidates.paper[candidate]!);
  return flow.bonusPapers.filter((paper) => gained.has(paper)).length;
}

function fairnessCost(totalOptimum: number, total: number): number {
  const loss = totalOptimum - total;
  if (loss <= 0) return 0;
  return totalOptimum > 0 ? loss / totalOptimum : Number.POSITIVE_INFINITY;
}

// ---------------------------------------------------------------------------------------------------
// Reading the problem

function indexProblem(problem: AssignmentProblem): IndexedProblem {
  checkProblem(problem);
  const { papers, reviewers, candidates } = problem;
  const count = candidates.paper.length;
  const paperStart = new Int32Array(papers.length + 1);
  for (let candidate = 0; candidate < count; candidate++) paperStart[candidates.paper[candidate]! + 1]!++;
  for (let paper = 0; paper < papers.length; paper++) paperStart[paper + 1]! += paperStart[paper]!;
  const next = paperStart.slice(0, papers.length);
  const byPaper = new Int32Array(count);
  for (let candidate = 0; candidate < count; candidate++) byPaper[next[candidates.paper[candidate]!]!++] = candidate;

  const indexed: IndexedProblem = {
    problem,
    paperStart,
    byPaper,
    eligible: new Uint8Array(count),
    open: new Int32Array(papers.map((paper) => Math.max(0, paper.target - paper.kept.length))),
    keptScore: new Float64Array(papers.length),
    keptGood: new Uint8Array(papers.length),
    room: new Int32Array(reviewers.map((reviewer) => Math.max(0, reviewer.max - reviewer.load))),
    largestScore: 0,
    costPerScore: 1,
  };
  for (const score of candidates.score) indexed.largestScore = Math.max(indexed.largestScore, Math.abs(score));
  indexed.costPerScore = costPerScore(indexed.largestScore, 2 + 2 * papers.length + reviewers.length);
  markEligible(indexed);
  return indexed;
}

function checkProblem(problem: AssignmentProblem): void {
  const { papers, reviewers, candidates } = problem;
  const count = (value: number) => Number.isInteger(value) && value >= 0;
  const reviewerIndex = (value: number) => Number.isInteger(value) && value >= 0 && value < reviewers.length;
  papers.forEach((paper, index) => {
    if (!count(paper.target)) throw new RangeError(`Paper ${paper.id}: the target must be a whole number`);
    if (!paper.kept.every(reviewerIndex) || new Set(paper.kept).size !== paper.kept.length)
      throw new RangeError(`Paper ${paper.id} (${index}): its kept reviewers must be distinct reviewer indexes`);
  });
  for (const reviewer of reviewers) {
    if (!count(reviewer.max) || !count(reviewer.min) || !count(reviewer.load))
      throw new RangeError(`Reviewer ${reviewer.id}: max, min and load must be whole numbers`);
  }
  if (candidates.reviewer.length !== candidates.paper.length || candidates.score.length !== candidates.paper.length)
    throw new RangeError('The candidate arrays must have the same length');
  for (let candidate = 0; candidate < candidates.paper.length; candidate++) {
    const paper = candidates.paper[candidate]!;
    if (paper < 0 || paper >= papers.length || !reviewerIndex(candidates.reviewer[candidate]!) || !Number.isFinite(candidates.score[candidate]!))
      throw new RangeError(`Candidate ${candidate} names no paper, no reviewer or no finite score`);
  }
}

/** Integer cost per unit of score: as fine as the flow's exact arithmetic allows for this many nodes. */
function costPerScore(largest: number, nodes: number): number {
  const range = Math.min(COST_RANGE, Math.floor(exactCostLimit(nodes) / Math.max(LARGEST_COST, COVERAGE_REWARD + 1)));
  return largest > 0 ? range / largest : 1;
}

/**
 * Sets aside the candidates that are already kept on their paper (their score counts toward the paper)
 * and the lesser copies of a repeated pair, so that no reviewer can be put twice on a paper.
 */
function markEligible(indexed: IndexedProblem): void {
  const { problem, paperStart, byPaper, eligible, keptScore, keptGood } = indexed;
  const { candidates, threshold } = problem;
  const reviewers = problem.reviewers.length;
  const keptOn = new Int32Array(reviewers).fill(-1);
  const keptBest = new Float64Array(reviewers);
  const seenOn = new Int32Array(reviewers).fill(-1);
  const seenAt = new Int32Array(reviewers);
  problem.papers.forEach((paper, index) => {
    for (const reviewer of paper.kept) {
      keptOn[reviewer] = index;
      keptBest[reviewer] = Number.NEGATIVE_INFINITY;
    }
    for (let at = paperStart[index]!; at < paperStart[index + 1]!; at++) {
      const candidate = byPaper[at]!;
      const reviewer = candidates.reviewer[candidate]!;
      const score = candidates.score[candidate]!;
      if (keptOn[reviewer] === index) {
        keptBest[reviewer] = Math.max(keptBest[reviewer]!, score);
      } else if (seenOn[reviewer] !== index) {
        seenOn[reviewer] = index;
        seenAt[reviewer] = candidate;
        eligible[candidate] = 1;
      } else if (score > candidates.score[seenAt[reviewer]!]!) {
        eligible[seenAt[reviewer]!] = 0;
        seenAt[reviewer] = candidate;
        eligible[candidate] = 1;
      }
    }
    for (const reviewer of paper.kept) {
      const score = keptBest[reviewer] === Number.NEGATIVE_INFINITY ? 0 : keptBest[reviewer]!;
      keptScore[index]! += score;
      if (score >= threshold) keptGood[index] = 1;
    }
  });
}

function eligibleCandidates(indexed: IndexedProblem): number[] {
  const list: number[] = [];
  indexed.eligible.forEach((flag, candidate) => {
    if (flag === 1) list.push(candidate);
  });
  return list;
}

function hasGoodCandidate(indexed: IndexedProblem, paper: number): boolean {
  const { paperStart, byPaper, eligible, problem } = indexed;
  for (let at = paperStart[paper]!; at < paperStart[paper + 1]!; at++) {
    const candidate = byPaper[at]!;
    if (eligible[candidate] === 1 && problem.candidates.score[candidate]! >= problem.threshold) return true;
  }
  return false;
}

/** The range of eligible scores: the scale on which the good-match bonus is searched. */
function scoreSpread(indexed: IndexedProblem): number {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  indexed.eligible.forEach((flag, candidate) => {
    if (flag === 0) return;
    const score = indexed.problem.candidates.score[candidate]!;
    low = Math.min(low, score);
    high = Math.max(high, score);
  });
  return high > low ? high - low : 1;
}

function newScore(indexed: IndexedProblem, chosen: readonly number[]): number {
  let total = 0;
  for (const candidate of chosen) total += indexed.problem.candidates.score[candidate]!;
  return total;
}

function keptTotal(indexed: IndexedProblem): number {
  let total = 0;
  for (const score of indexed.keptScore) total += score;
  return total;
}

// ---------------------------------------------------------------------------------------------------
// Reporting

function describe(
  indexed: IndexedProblem,
  chosen: readonly number[],
  optimum: { totalOptimum: number; fairnessCost: number },
  started: number,
): AssignmentSolution {
  const { problem, paperStart, byPaper, eligible, open, keptScore, keptGood } = indexed;
  const { candidates, threshold, papers, reviewers } = problem;
  const paperScore = keptScore.slice();
  const added = new Int32Array(papers.length);
  const taken = new Int32Array(reviewers.length);
  const good = keptGood.slice();
  const isChosen = new Uint8Array(candidates.paper.length);
  const pairs: AssignmentPair[] = [];
  for (const candidate of chosen) {
    const paper = candidates.paper[candidate]!;
    const reviewer = candidates.reviewer[candidate]!;
    const score = candidates.score[candidate]!;
    pairs.push({ paper, reviewer, score });
    isChosen[candidate] = 1;
    paperScore[paper]! += score;
    added[paper]!++;
    taken[reviewer]!++;
    if (score >= threshold) good[paper] = 1;
  }

  const unfilled: UnfilledPaper[] = [];
  let papersWithGoodCandidate = 0;
  papers.forEach((paper, index) => {
    if (keptGood[index] === 1 || (open[index]! > 0 && hasGoodCandidate(indexed, index))) papersWithGoodCandidate++;
    const missing = open[index]! - added[index]!;
    if (missing <= 0) return;
    const entry: UnfilledPaper = { paper: index, missing, eligible: 0, withCapacity: 0, blockers: [] };
    for (let at = paperStart[index]!; at < paperStart[index + 1]!; at++) {
      const candidate = byPaper[at]!;
      if (eligible[candidate] === 0) continue;
      entry.eligible++;
      if (isChosen[candidate] === 1) continue;
      const reviewer = candidates.reviewer[candidate]!;
      const limits = reviewers[reviewer]!;
      if (limits.load + taken[reviewer]! >= limits.max) entry.blockers.push(reviewer);
      else entry.withCapacity++;
    }
    unfilled.push(entry);
  });
  const underMin = reviewers.flatMap((reviewer, index) => {
    const load = reviewer.load + taken[index]!;
    return load < reviewer.min ? [{ reviewer: index, load, min: reviewer.min }] : [];
  });

  let total = 0;
  for (const score of paperScore) total += score;
  return {
    pairs,
    unfilled,
    underMin,
    figures: {
      total,
      worstPaper: papers.length > 0 ? paperScore.reduce((low, score) => Math.min(low, score)) : 0,
      mean: papers.length > 0 ? total / papers.length : 0,
      goodMatchPapers: good.reduce((sum, flag) => sum + flag, 0),
      papersWithGoodCandidate,
      fairnessCost: optimum.fairnessCost,
      totalOptimum: optimum.totalOptimum,
      seconds: (performance.now() - started) / 1000,
    },
  };
}
