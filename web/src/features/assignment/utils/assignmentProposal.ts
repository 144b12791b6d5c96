// How the chair reads a proposal: its figures in words, the loads that change, and the proposal as CSV
// (one line per proposed pair, with its reasons), written with the paper list's CSV rules.
import { csvLine } from '@confsys/domain';
import type { ProposalAnswer } from '../../../api/assignment/assignment';

export const proposalCsvColumns = ['Paper ID', 'Title', 'Reviewer', 'Reviewer ID', 'Score', 'Reasons'] as const;

export function proposalCsv(proposal: Pick<ProposalAnswer, 'assignments' | 'unfilled'>): string {
  const lines = [csvLine(proposalCsvColumns)];
  for (const pair of proposal.assignments) lines.push(csvLine([pair.paperId, pair.title, pair.reviewerName, pair.reviewerId, pair.score.toFixed(3), pair.reasons.join('; ')]));
  for (const short of proposal.unfilled) lines.push(csvLine([short.paperId, short.title, '', '', '', `${short.missing} missing: ${short.why}`]));
  return `${lines.join('\n')}\n`;
}

/** The figures as the preview states them. */
export function proposalFigures(proposal: Pick<ProposalAnswer, 'objective' | 'assignmentsTotal' | 'unfilledTotal' | 'papersConsidered'>): Array<[label: string, value: string]> {
  const figures = proposal.objective;
  return [
    ['Papers considered', String(proposal.papersConsidered)],
    ['Reviewers proposed', String(proposal.assignmentsTotal)],
    ['Papers left short', String(proposal.unfilledTotal)],
    ['Reviewers already assigned, who stay', String(figures.kept)],
    ["Worst-off paper's score", figures.worstPaper.toFixed(2)],
    ['Mean paper score', figures.mean.toFixed(2)],
    ['Papers with a good match', `${figures.goodMatchPapers} of the ${figures.papersWithGoodCandidate} with a good candidate (score ${figures.threshold} or more)`],
    ['Cost of fairness', figures.objective === 'fair' ? `${(figures.fairnessCost * 100).toFixed(2)}% of the best total (${figures.totalOptimum.toFixed(1)})` : 'none: the total is maximised'],
    ...(figures.q === null ? [] : [['Randomised', `no pair above probability ${figures.q}`] as [string, string]]),
    ['Solved in', `${figures.seconds.toFixed(2)} s`],
  ];
}

/** The reviewers whose load the proposal changes, busiest after first. */
export function loadChanges(proposal: Pick<ProposalAnswer, 'load' | 'loadBefore' | 'reviewers'>): Array<{ reviewerId: string; name: string; before: number; after: number; max: number; min: number }> {
  return proposal.reviewers
    .map((reviewer) => ({ ...reviewer, before: proposal.loadBefore[reviewer.reviewerId] ?? 0, after: proposal.load[reviewer.reviewerId] ?? 0 }))
    .filter((reviewer) => reviewer.after !== reviewer.before)
    .sort((a, b) => b.after - a.after || a.name.localeCompare(b.name));
}
