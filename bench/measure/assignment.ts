// The automatic assignment solver on random conferences of growing size, beside the greedy baseline:
// seconds, the total score, the worst paper's score, the mean, and good matches. Pure computation, no
// emulator: `npx tsx bench/measure/assignment.ts` prints the lines on its own.
//
// Scores imitate ours: a sparse bid (4 eager, 2 willing, 0 none, -2 not willing), a topic overlap of 0
// to 3, and an affinity in [0, 1). Conflicts (1 in 200 pairs) are left out of the candidates; each
// reviewer may take 25% more than the average load and is asked for at least half of it. The randomised
// assignment caps every pair's probability at 0.9; its line shows one sample, and the expected total.
// Stability: the fair assignment of the first conference is applied, a late change comes (new conflicts,
// reviewers deleted), and the papers left under target are solved again; the line counts the applied
// pairs that moved.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  greedyAssignment,
  solveAssignment,
  solveRandomised,
  type AssignmentProblem,
  type AssignmentSolution,
} from '../../functions/src/lib/assignment/autoassign/solve';
import { seededRandom } from '../../functions/src/lib/assignment/autoassign/random';

export interface Conference {
  papers: number;
  reviewers: number;
  target: number;
  /** Candidates kept per paper, its best by score; null keeps every pair without conflict. */
  topCandidates: number | null;
  /**
   * Star reviewers, whom every paper scores 4 to 7 higher: then only they are good matches (8 or more),
   * too few to review every paper, and fairness has a price.
   */
  stars?: number;
}

const conferences: Conference[] = [
  { papers: 2_000, reviewers: 150, target: 3, topCandidates: null },
  { papers: 5_000, reviewers: 150, target: 3, topCandidates: null },
  // Every pair would be 20 million arcs: each paper keeps its best 200 candidates.
  { papers: 10_000, reviewers: 2_000, target: 3, topCandidates: 200 },
  { papers: 20_000, reviewers: 3_000, target: 3, topCandidates: 200 },
  { papers: 2_000, reviewers: 150, target: 3, topCandidates: null, stars: 30 },
];

/** A good match: an eager bid, whatever the topics. */
const goodMatch = 4;


function pairScore(random: () => number, star: boolean): number {
  const draw = random();
  const bid = draw < 0.03 ? 4 : draw < 0.08 ? 2 : draw < 0.1 ? -2 : 0;
  const topics = Math.floor(random() * random() * 4);
  return bid + topics + random() + (star ? 4 + 3 * random() : 0);
}

/** The candidates of one paper: its pairs without conflict, or its best `top` of them. */
function paperCandidates({ reviewers, topCandidates: top, stars = 0 }: Conference, random: () => number): Array<{ reviewer: number; score: number }> {
  const scores = new Float64Array(reviewers);
  for (let reviewer = 0; reviewer < reviewers; reviewer++) scores[reviewer] = random() < 0.005 ? Number.NEGATIVE_INFINITY : pairScore(random, reviewer < stars);
  const floor = top === null || top >= reviewers ? Number.NEGATIVE_INFINITY : scores.slice().sort()[reviewers - top]!;
  const kept: Array<{ reviewer: number; score: number }> = [];
  scores.forEach((score, reviewer) => {
    if (score > Number.NEGATIVE_INFINITY && score >= floor && kept.length < (top ?? reviewers)) kept.push({ reviewer, score });
  });
  return kept;
}

export function randomConference(conference: Conference, seed = 1): AssignmentProblem {
  const { papers, reviewers, target, stars } = conference;
  const random = seededRandom(seed);
  const paper: number[] = [];
  const reviewer: number[] = [];
  const score: number[] = [];
  for (let index = 0; index < papers; index++) {
    for (const candidate of paperCandidates(conference, random)) {
      paper.push(index);
      reviewer.push(candidate.reviewer);
      score.push(candidate.score);
    }
  }
  const average = (papers * target) / reviewers;
  return {
    papers: Array.from({ length: papers }, (_, index) => ({ id: `paper${index}`, target, kept: [] })),
    reviewers: Array.from({ length: reviewers }, (_, index) => ({ id: `reviewer${index}`, max: Math.ceil(1.25 * average), min: Math.floor(average / 2), load: 0 })),
    candidates: { paper: Int32Array.from(paper), reviewer: Int32Array.from(reviewer), score: Float64Array.from(score) },
    objective: 'fair',
    threshold: stars ? 8 : goodMatch,
    maxFairnessCost: 0.005,
  };
}

/** A probability cap that still leaves most of the score (Jecmen et al. report small losses near 0.9). */
const q = 0.9;

function figuresLine(name: string, solution: AssignmentSolution, extra = ''): string {
  const { figures } = solution;
  const short = solution.unfilled.reduce((sum, paper) => sum + paper.missing, 0);
  return (
    `  ${name.padEnd(12)} ${figures.seconds.toFixed(2).padStart(6)} s  total ${figures.total.toFixed(1)}  worst paper ${figures.worstPaper.toFixed(2)}` +
    `  mean ${figures.mean.toFixed(3)}  good match ${figures.goodMatchPapers}/${figures.papersWithGoodCandidate}` +
    `  slots unfilled ${short}  under min ${solution.underMin.length}${extra}`
  );
}

const peakMegabytes = () => Math.round(process.resourceUsage().maxRSS / 1024);

/** The late change of the stability figure: new conflicts on this share of the applied pairs, and reviewers deleted. */
const lateConflicts = 0.005;
const lateDeletions = 1;
/** The most of the applied pairs a late change may move. */
const stabilityTarget = 0.02;

/**
 * Applies the conference's fair assignment (each paper keeps its reviewers, each reviewer's load counts
 * them), makes the late change, and solves again, as the chair would, for the papers now under target.
 */
export function stabilityLine(conference: Conference): string {
  const problem = randomConference(conference);
  const applied = solveAssignment(problem).pairs;
  const { candidates } = problem;
  const reviewers = problem.reviewers.length;
  const key = (paper: number, reviewer: number) => paper * reviewers + reviewer;
  const random = seededRandom(3);

  // Deleted reviewers lose all their pairs; the new conflicts fall on the other reviewers' pairs.
  const deleted = new Set<number>();
  while (deleted.size < lateDeletions) deleted.add(Math.floor(random() * reviewers));
  const others = applied.filter((pair) => !deleted.has(pair.reviewer));
  const conflicts = new Set<number>();
  const conflictCount = Math.round(lateConflicts * applied.length);
  while (conflicts.size < conflictCount) {
    const pair = others[Math.floor(random() * others.length)]!;
    conflicts.add(key(pair.paper, pair.reviewer));
  }

  const kept = problem.papers.map((): number[] => []);
  const load = new Int32Array(reviewers);
  for (const pair of applied) {
    if (deleted.has(pair.reviewer) || conflicts.has(key(pair.paper, pair.reviewer))) continue;
    kept[pair.paper]!.push(pair.reviewer);
    load[pair.reviewer]!++;
  }
  const removed = applied.length - kept.reduce((sum, list) => sum + list.length, 0);

  // The papers under target, as the proposal takes them: their kept reviewers stay, a conflict is no candidate.
  const under = problem.papers.flatMap((paper, index) => (kept[index]!.length < paper.target ? [index] : []));
  const place = new Int32Array(problem.papers.length).fill(-1);
  under.forEach((paper, at) => (place[paper] = at));
  const paper: number[] = [];
  const reviewer: number[] = [];
  const score: number[] = [];
  for (let candidate = 0; candidate < candidates.paper.length; candidate++) {
    const at = place[candidates.paper[candidate]!]!;
    if (at < 0 || conflicts.has(key(candidates.paper[candidate]!, candidates.reviewer[candidate]!))) continue;
    paper.push(at);
    reviewer.push(candidates.reviewer[candidate]!);
    score.push(candidates.score[candidate]!);
  }
  const again = solveAssignment({
    ...problem,
    papers: under.map((index) => ({ ...problem.papers[index]!, kept: kept[index]! })),
    reviewers: problem.reviewers.map((limits, index) => (deleted.has(index) ? { ...limits, max: 0, min: 0, load: 0 } : { ...limits, load: load[index]! })),
    candidates: { paper: Int32Array.from(paper), reviewer: Int32Array.from(reviewer), score: Float64Array.from(score) },
  });

  const final = new Set<number>();
  kept.forEach((list, index) => list.forEach((member) => final.add(key(index, member))));
  for (const pair of again.pairs) final.add(key(under[pair.paper]!, pair.reviewer));
  const moved = applied.filter((pair) => !final.has(key(pair.paper, pair.reviewer))).length;
  const short = again.unfilled.reduce((sum, entry) => sum + entry.missing, 0);
  const percent = (count: number) => `${((100 * count) / applied.length).toFixed(2)}%`;
  return (
    `stability, ${conference.papers} papers x ${conference.reviewers} reviewers x ${conference.target}: the fair assignment applied (${applied.length} pairs), ` +
    `then ${conflictCount} new conflicts on applied pairs and ${lateDeletions} reviewers deleted (${removed - conflictCount} pairs); ` +
    `re-solve of the ${under.length} papers under target ${again.figures.seconds.toFixed(2)} s, ${again.pairs.length} pairs added, slots unfilled ${short}; ` +
    `moved ${moved} of ${applied.length} applied pairs (${percent(moved)}; target at most ${100 * stabilityTarget}%): ` +
    `the ${removed} the change removed (${percent(removed)}) and ${moved - removed} others`
  );
}

export async function measureAssignment(): Promise<string[]> {
  const lines: string[] = [];
  for (const conference of conferences) {
    const problem = randomConference(conference);
    const candidates = problem.candidates.paper.length;
    lines.push(
      `${conference.papers} papers x ${conference.reviewers} reviewers x ${conference.target}, ` +
        `${conference.topCandidates === null ? 'all pairs' : `best ${conference.topCandidates} per paper`} (${candidates} candidates)` +
        (conference.stars ? `, ${conference.stars} star reviewers the only good matches` : ''),
    );
    const fair = solveAssignment(problem);
    lines.push(figuresLine('fair', fair, `  fairness cost ${(fair.figures.fairnessCost * 100).toFixed(3)}%`));
    const best = solveAssignment({ ...problem, objective: 'total' });
    lines.push(figuresLine('total', best));
    lines.push(figuresLine('greedy', greedyAssignment(problem)));
    const randomised = solveRandomised({ ...problem, objective: 'total' }, q, seededRandom(2));
    const expected = randomised.figures.totalOptimum;
    lines.push(figuresLine(`random q=${q}`, randomised, `  expected total ${expected.toFixed(1)} (${((100 * expected) / best.figures.total).toFixed(2)}% of the optimum)`));
    lines.push(`  peak memory so far ${peakMegabytes()} MB`);
  }
  lines.push(stabilityLine(conferences[0]!));
  return lines;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void measureAssignment().then((lines) => console.log(lines.join('\n')));
}
