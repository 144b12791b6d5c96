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

/** The index of the last papers and reviewers asked about: the bidding list's pages read the same one. */
let cached: { key: string; index: AffinityIndex } | null = null;

function keyOf(papers: readonly CandidatePaper[], reviewers: readonly CandidateReviewer[]): string {
  const hash = createHash('sha256');
  for (const paper of papers) hash.update(`${paper.paperId}\u0000${paper.lastUpdatedOn}\u0001`);
  hash.update('\u0002');
  for (const reviewer of reviewers) hash.update(`${reviewer.id}\u0000${reviewer.researchArea}\u0000${reviewer.profileText ?? ''}\u0001`);
  return hash.digest('hex');
}

/** The text affinity of these papers with these reviewers (built again only when one of them changed). */
export function affinityOf(papers: readonly CandidatePaper[], reviewers: readonly CandidateReviewer[]): AffinityIndex {
  const key = keyOf(papers, reviewers);
  if (cached?.key === key) return cached.index;
  const index = new AffinityIndex(
    papers.map((paper) => ({ id: paper.paperId, text: paperText(paper) })),
    reviewers.map((reviewer) => ({ id: reviewer.id, researchArea: reviewer.researchArea, ...(reviewer.profileText ? { profile: reviewer.profileText } : {}) })),
  );
  cached = { key, index };
  return index;
}

export function commonTopics(paper: Pick<CandidatePaper, 'topics'>, reviewer: Pick<CandidateReviewer, 'topics'>): string[] {
  const theirs = new Set(reviewer.topics ?? []);
  return (paper.topics ?? []).filter((topic) => theirs.has(topic));
}

/** A pair's evidence, by the papers' and reviewers' positions in the index. */
export function pairEvidence(
  index: AffinityIndex,
  at: { paper: number; reviewer: number },
  paper: CandidatePaper,
  reviewer: CandidateReviewer,
  bid: Bid | null,
): PairEvidence {
  return {
    bid: bid === 'conflict' ? null : bid,
    commonTopics: commonTopics(paper, reviewer),
    affinity: index.score(at.paper, at.reviewer),
    matchedPhrase: index.matchedPhrase(at.paper, at.reviewer),
  };
}

/** How well a paper matches a reviewer for the bidding list (the bid aside), and why in words. */
export function biddingMatch(evidence: PairEvidence): { score: number; reason: string } {
  const score = pairScore({ bid: null, commonTopics: evidence.commonTopics, affinity: evidence.affinity });
  return { score: Math.round(score * 1000) / 1000, reason: matchText(evidence) };
}
