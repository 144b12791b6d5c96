// What is known of a (paper, reviewer) pair: the reviewer's bid, the topics they share, and the text
// affinity of the paper's title, abstract and keywords with the reviewer's research area. The bidding list
// orders papers by it and the automatic assignment scores pairs by it (pairScore, pairReasons).
import { createHash } from 'node:crypto';
import { matchText, pairScore, type Bid, type PairEvidence } from '@confsys/domain';
import { AffinityIndex, paperText } from './affinity';

export interface CandidatePaper {
  paperId: string;
  title: string;
  abstract: string;
  keywords: readonly string[];
  topics?: readonly string[];
  lastUpdatedOn: string;
}

export interface CandidateReviewer {
  id: string;
  researchArea: string;
  topics?: readonly string[];
  /** The profile's text, where it could be read. */
  profileText?: string;
}

/**
 * The text affinity of every paper open for bidding with every reviewer, addressed by their IDs. One index
 * serves the bidding list and the proposals, so both weigh a word by the same papers and score a pair alike.
 */
export class ConferenceAffinity {
  private readonly paperAt: Map<string, number>;
  private readonly reviewerAt: Map<string, number>;

  constructor(
    readonly index: AffinityIndex,
    papers: readonly CandidatePaper[],
    reviewers: readonly CandidateReviewer[],
  ) {
    this.paperAt = new Map(papers.map((paper, at) => [paper.paperId, at]));
    this.reviewerAt = new Map(reviewers.map((reviewer, at) => [reviewer.id, at]));
  }

  /** The positions in the index of a paper and a reviewer (-1 when the index does not hold them: affinity 0). */
  paperPosition(paperId: string): number {
    return this.paperAt.get(paperId) ?? -1;
  }

  reviewerPosition(reviewerId: string): number {
    return this.reviewerAt.get(reviewerId) ?? -1;
  }

  /** The cosine of a pair by positions, the hot path of a proposal. */
  scoreAt(paper: number, reviewer: number): number {
    return paper < 0 || reviewer < 0 ? 0 : this.index.score(paper, reviewer);
  }

  score(paperId: string, reviewerId: string): number {
    return this.scoreAt(this.paperPosition(paperId), this.reviewerPosition(reviewerId));
  }

  matchedPhrase(paperId: string, reviewerId: string): string | null {
    const [paper, reviewer] = [this.paperPosition(paperId), this.reviewerPosition(reviewerId)];
    return paper < 0 || reviewer < 0 ? null : this.index.matchedPhrase(paper, reviewer);
  }
}

/** The index of the last papers and reviewers asked about: built again only when one of them changed. */
let cached: { key: string; affinity: ConferenceAffinity } | null = null;

function keyOf(papers: readonly CandidatePaper[], reviewers: readonly CandidateReviewer[]): string {
  const hash = createHash('sha256');
  for (const paper of papers) hash.update(`${paper.paperId}\u0000${paper.lastUpdatedOn}\u0001`);
  hash.update('\u0002');
  for (const reviewer of reviewers) hash.update(`${reviewer.id}\u0000${reviewer.researchArea}\u0000${reviewer.profileText ?? ''}\u0001`);
  return hash.digest('hex');
}

/** The text affinity of these papers (every paper open for bidding) with these reviewers (every reviewer). */
export function affinityOf(papers: readonly CandidatePaper[], reviewers: readonly CandidateReviewer[]): ConferenceAffinity {
  const key = keyOf(papers, reviewers);
  if (cached?.key === key) return cached.affinity;
  const index = new AffinityIndex(
    papers.map((paper) => ({ id: paper.paperId, text: paperText(paper) })),
    reviewers.map((reviewer) => ({ id: reviewer.id, researchArea: reviewer.researchArea, ...(reviewer.profileText ? { profile: reviewer.profileText } : {}) })),
  );
  cached = { key, affinity: new ConferenceAffinity(index, papers, reviewers) };
  return cached.affinity;
}

export function commonTopics(paper: Pick<CandidatePaper, 'topics'>, reviewer: Pick<CandidateReviewer, 'topics'>): string[] {
  const theirs = new Set(reviewer.topics ?? []);
  return (paper.topics ?? []).filter((topic) => theirs.has(topic));
}

/** A pair's evidence: the bid, the topics in common, the affinity and the research-area phrase matched. */
export function pairEvidence(affinity: ConferenceAffinity, paper: CandidatePaper, reviewer: CandidateReviewer, bid: Bid | null): PairEvidence {
  return {
    bid: bid === 'conflict' ? null : bid,
    commonTopics: commonTopics(paper, reviewer),
    affinity: affinity.score(paper.paperId, reviewer.id),
    matchedPhrase: affinity.matchedPhrase(paper.paperId, reviewer.id),
  };
}

/** How well a paper matches a reviewer for the bidding list (the bid aside), and why in words. */
export function biddingMatch(evidence: PairEvidence): { score: number; reason: string } {
  const score = pairScore({ bid: null, commonTopics: evidence.commonTopics, affinity: evidence.affinity });
  return { score: Math.round(score * 1000) / 1000, reason: matchText(evidence) };
}
