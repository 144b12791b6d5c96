// Text affinity: which reviewers a paper's words point to, and the research-area phrase given as the reason.
import { describe, expect, it } from 'vitest';
import { AffinityIndex, paperText, researchAreaPhrases, type AffinityText, type ReviewerAffinityText } from './affinity';

const paper = (id: string, title: string, abstract: string, keywords: string[] = []): AffinityText => ({
  id,
  text: paperText({ title, abstract, keywords }),
});

const federatedPaper = paper(
  'p-federated',
  'Federated learning at the network edge',
  'We train models across many devices without moving their data, and schedule the updates on edge servers.',
  ['federated learning', 'edge devices'],
);
const satellitePaper = paper(
  'p-satellite',
  'Cloud detection in satellite images',
  'A convolutional model segments clouds in multispectral satellite images for remote sensing of crops.',
  ['remote sensing', 'image segmentation'],
);
const compilerPaper = paper('p-compiler', 'Register allocation for loop kernels', 'A compiler pass that allocates registers for vectorised loops.');

const reviewerMeera: ReviewerAffinityText = { id: 'r-meera', researchArea: 'Federated learning, edge computing; IoT security' };
const reviewerRavi: ReviewerAffinityText = { id: 'r-ravi', researchArea: 'Image processing, remote sensing' };

describe('scores', () => {
  const index = new AffinityIndex([federatedPaper, satellitePaper, compilerPaper], [reviewerMeera, reviewerRavi]);

  it('score a federated learning paper higher with the federated learning reviewer than with the remote sensing one', () => {
    expect(index.score(0, 0)).toBeGreaterThan(index.score(0, 1));
    expect(index.score(0, 1)).toBe(0);
  });

  it('score the satellite paper higher with the remote sensing reviewer', () => {
    expect(index.score(1, 1)).toBeGreaterThan(index.score(1, 0));
  });

  it('are 0 for a paper with no term in common with either reviewer', () => {
    expect(index.score(2, 0)).toBe(0);
    expect(index.score(2, 1)).toBe(0);
  });

  it('stay within 0 and 1, reaching 1 for identical texts', () => {
    const same = new AffinityIndex([{ id: 'p', text: 'Edge computing' }, federatedPaper], [{ id: 'r', researchArea: 'edge computing' }, reviewerMeera]);
    expect(same.score(0, 0)).toBeCloseTo(1, 12);
    for (let p = 0; p < 2; p++) {
      for (let r = 0; r < 2; r++) {
        expect(same.score(p, r)).toBeGreaterThanOrEqual(0);
        expect(same.score(p, r)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('are the same whichever side a text is on, as a cosine is symmetric', () => {
    const reviewerText = 'Federated learning, edge computing; IoT security';
    const forward = new AffinityIndex([federatedPaper, { id: 'p2', text: 'Image processing, remote sensing' }], [
      { id: 'r1', researchArea: reviewerText },
      { id: 'r2', researchArea: satellitePaper.text },
    ]);
    const backward = new AffinityIndex([{ id: 'p1', text: reviewerText }, satellitePaper], [
      { id: 'r1', researchArea: federatedPaper.text },
      { id: 'r2', researchArea: 'Image processing, remote sensing' },
    ]);
    expect(forward.score(0, 0)).toBeGreaterThan(0);
    expect(backward.score(0, 0)).toBeCloseTo(forward.score(0, 0), 12);
    expect(backward.score(1, 1)).toBeCloseTo(forward.score(1, 1), 12);
  });

  it("weigh 'edge computing' as a term, above its two words apart", () => {
    const pairs = new AffinityIndex(
      [
        paper('p-together', 'Scheduling for edge computing', 'Tasks placed on servers.'),
        paper('p-apart', 'Scheduling at the edge', 'Computing tasks placed on servers.'),
      ],
      [{ id: 'r', researchArea: 'Edge computing' }],
    );
    expect(pairs.score(0, 0) - pairs.score(1, 0)).toBeGreaterThan(0.1);
  });

  it('count a profile text besides the research area', () => {
    const withProfile = new AffinityIndex([compilerPaper, federatedPaper], [
      { id: 'r-ling', researchArea: 'Programming languages', profile: 'I work on compiler optimisation and register allocation.' },
    ]);
    expect(withProfile.score(0, 0)).toBeGreaterThan(0);
    expect(withProfile.matchedPhrase(0, 0)).toBeNull();
  });
});

describe('the matched research-area phrase', () => {
  const index = new AffinityIndex([federatedPaper, satellitePaper, compilerPaper], [reviewerMeera, reviewerRavi]);

  it("is 'federated learning' for the federated learning paper", () => {
    expect(index.matchedPhrase(0, 0)).toBe('federated learning');
  });

  it("is 'remote sensing' for the satellite paper and the remote sensing reviewer", () => {
    expect(index.matchedPhrase(1, 1)).toBe('remote sensing');
  });

  it('is none when no phrase has all its words in the paper', () => {
    expect(index.matchedPhrase(0, 1)).toBeNull();
    expect(index.matchedPhrase(2, 0)).toBeNull();
  });

  it('prefers the phrase of rarer words when several match', () => {
    const papers = [
      paper('p1', 'Security of edge computing', 'Attacks on edge computing nodes and their security.'),
      paper('p2', 'Security audits', 'Security reviews of web services.'),
      paper('p3', 'Security in banking', 'Security for payment systems.'),
    ];
    const both = new AffinityIndex(papers, [{ id: 'r', researchArea: 'security; edge computing' }]);
    expect(both.matchedPhrase(0, 0)).toBe('edge computing');
    expect(both.matchedPhrase(1, 0)).toBe('security');
  });

  it("matches 'network' with 'Networks', through lemmas", () => {
    const networks = new AffinityIndex([paper('p', 'Routing in Wireless Sensor Networks', 'Energy-aware routing for sensors.')], [
      { id: 'r', researchArea: 'Wireless sensor network' },
    ]);
    expect(networks.score(0, 0)).toBeGreaterThan(0.3);
    expect(networks.matchedPhrase(0, 0)).toBe('wireless sensor network');
  });

  it('keeps the reviewer\'s words, trimmed and lower-cased, and splits at " and ", slashes and line breaks', () => {
    expect(researchAreaPhrases('  Image Processing / Remote  sensing and Computer vision\nIoT security. ')).toEqual([
      'image processing',
      'remote sensing',
      'computer vision',
      'iot security',
    ]);
    const vision = new AffinityIndex([paper('p', 'A survey of computer vision', 'Vision models for robots.')], [
      { id: 'r', researchArea: '  Image Processing / Remote  sensing and Computer Vision ' },
    ]);
    expect(vision.matchedPhrase(0, 0)).toBe('computer vision');
  });

  it('never comes from stop words alone', () => {
    const stopWords = new AffinityIndex([paper('p', 'The other things we have', 'It is about all of them and more, over and above.')], [
      { id: 'r', researchArea: 'the others, and more; about it / over all' },
    ]);
    expect(stopWords.matchedPhrase(0, 0)).toBeNull();
    expect(stopWords.score(0, 0)).toBe(0);
  });
});

describe('empty texts', () => {
  it('give 0 and no phrase, without throwing', () => {
    const empty = new AffinityIndex([{ id: 'p-empty', text: '' }, federatedPaper, { id: 'p-blank', text: '  \n ' }], [
      { id: 'r-empty', researchArea: '' },
      reviewerMeera,
      { id: 'r-numbers', researchArea: '2024, 3.5 %; ---', profile: '' },
    ]);
    for (let p = 0; p < 3; p++) {
      for (let r = 0; r < 3; r++) {
        if (p === 1 && r === 1) continue;
        expect(empty.score(p, r)).toBe(0);
        expect(empty.matchedPhrase(p, r)).toBeNull();
      }
    }
    expect(empty.score(1, 1)).toBeGreaterThan(0);
  });

  it('build an index with no papers or no reviewers', () => {
    expect(new AffinityIndex([], [reviewerMeera]).topPapers(0, 5)).toEqual([]);
    expect(new AffinityIndex([federatedPaper], []).topReviewers(0, 5)).toEqual([]);
  });
});

describe('top candidates', () => {
  const papers = [
    compilerPaper,
    paper('p-ids', 'Intrusion detection for IoT', 'Detecting attacks on IoT devices at the network edge.', ['IoT security']),
    federatedPaper,
    satellitePaper,
    paper('p-fl-iot', 'Federated learning for IoT security', 'Federated learning of intrusion detectors on edge computing nodes.', ['federated learning', 'edge computing']),
  ];
  const index = new AffinityIndex(papers, [reviewerMeera, reviewerRavi]);

  it("put the reviewer's best papers first, in order of score", () => {
    const top = index.topPapers(0, 3);
    expect(top[0]).toBe(4);
    expect(top).toHaveLength(3);
    const scores = top.map((p) => index.score(p, 0));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const others = [0, 1, 2, 3, 4].filter((p) => !top.includes(p));
    for (const p of others) expect(index.score(p, 0)).toBeLessThanOrEqual(scores[2]!);
  });

  it('give every paper when the limit is larger, the unrelated ones last', () => {
    const all = index.topPapers(1, 10);
    expect(all).toHaveLength(5);
    expect(all[0]).toBe(3);
    expect(new Set(all).size).toBe(5);
  });

  it("put a paper's closest reviewer first", () => {
    expect(index.topReviewers(3, 1)).toEqual([1]);
    expect(index.topReviewers(4, 2)).toEqual([0, 1]);
    expect(index.topReviewers(4, 0)).toEqual([]);
  });

  it('refuse indexes that name no paper or reviewer', () => {
    expect(() => index.score(5, 0)).toThrow(RangeError);
    expect(() => index.matchedPhrase(0, 2)).toThrow(RangeError);
    expect(() => index.topPapers(-1, 3)).toThrow(RangeError);
    expect(() => index.topReviewers(0, 1.5)).toThrow(RangeError);
  });
});
