// Text affinity between papers and reviewers, for the bidding order and the automatic assignment: TF-IDF
// over lemmas and adjacent lemma pairs, the cosine of each (paper, reviewer) pair, and the research-area
// phrase a paper matches, so the reason can be shown in words ("matches 'edge computing'").
import { createRequire } from 'node:module';
import type { ItsFunction, WinkMethods } from 'wink-nlp';

/** A paper's text, with its ID: see paperText. */
export interface AffinityText {
  id: string;
  text: string;
}

/** A reviewer's text: the research area they typed (its phrases give the reasons) and their profile text. */
export interface ReviewerAffinityText {
  id: string;
  researchArea: string;
  profile?: string;
}

/** What of a paper is matched against research areas: title, abstract and keywords. */
export function paperText(paper: { title: string; abstract: string; keywords: readonly string[] }): string {
  // Line breaks between the parts, so that no word pair spans the title and the abstract.
  return [paper.title, paper.abstract, paper.keywords.join('; ')].join('\n');
}

// The pipeline is tokenising only, without the part-of-speech tagger: the tagger reads a short research
// area such as "Federated learning, edge computing" as verbs and would give "learn" there but "learning"
// in an abstract. Without it a word takes the lexicon's lemma whatever its context ("networks" →
// "network"; a word with several, such as "proposed", stays as written), so a phrase and an abstract
// agree, and tokenising is twice as fast (bench/measure/affinity.ts). The model loads on first use.
// Required then, not imported: every function instance (the sender, the triggers) would otherwise read
// the model's several megabytes when it starts.
let sharedNlp: WinkMethods | null = null;
function nlp(): WinkMethods {
  if (sharedNlp) return sharedNlp;
  const load = createRequire(__filename);
  const winkNLP = load('wink-nlp') as typeof import('wink-nlp').default;
  const model = load('wink-eng-lite-web-model') as typeof import('wink-eng-lite-web-model').default;
  sharedNlp = winkNLP(model, []);
  return sharedNlp;
}

/** A research area's phrases: split at commas, semicolons, slashes, ampersands, brackets, " and ", line breaks. */
export function researchAreaPhrases(researchArea: string): string[] {
  return researchArea
    .split(/[,;/&|()[\]\n\r]+|\s+and\s+/i)
    .map((phrase) =>
      phrase
        .replace(/\s+/g, ' ')
        .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
        .toLowerCase(),
    )
    .filter((phrase) => phrase.length > 0);
}

interface Terms {
  /** Lemmas of the content words, in order and repeated. */
  unigrams: string[];
  /** "edge computing": two content words with nothing (no stop word, punctuation or number) between them. */
  bigrams: string[];
}

/** The terms of a text: lower-cased lemmas of words, stop words, punctuation, numbers and single letters out. */
function termsOf(text: string): Terms {
  const unigrams: string[] = [];
  const bigrams: string[] = [];
  if (text.trim() === '') return { unigrams, bigrams };
  const wink = nlp();
  const { its } = wink;
  // Lower case first: the lexicon knows "networks" but not "Networks", and leaves the latter unlemmatised.
  const tokens = wink.readDoc(text.toLowerCase()).tokens();
  // wink-nlp 2.4's types give an its function a cache as third parameter, its.lemma the model's addons;
  // wink passes the addons, so only the two declarations disagree.
  const lemmas = tokens.out(its.lemma as ItsFunction<string>);
  const types = tokens.out(its.type);
  const stopWords = tokens.out(its.stopWordFlag);
  let previous: string | null = null;
  for (let index = 0; index < lemmas.length; index++) {
    const lemma = (lemmas[index] ?? '').toLowerCase();
    const content = types[index] === 'word' && stopWords[index] !== true && lemma.length > 1 && /\p{L}/u.test(lemma);
    if (!content) {
      previous = null;
      continue;
    }
    unigrams.push(lemma);
    if (previous !== null) bigrams.push(`${previous} ${lemma}`);
    previous = lemma;
  }
  return { unigrams, bigrams };
}

/** Term id → weight, ids ascending; weights are L2-normalised over the whole document. */
interface SparseVector {
  ids: Int32Array;
  weights: Float64Array;
}

interface Phrase {
  /** As the reviewer wrote it, trimmed and lower-cased. */
  text: string;
  /** Its lemmas: the paper must contain all of them. */
  unigrams: Int32Array;
  /** Its lemmas and word pairs: those the paper contains weigh the match. */
  terms: Int32Array;
}

/** Term counts of one document, as ids. */
type Counts = Map<number, number>;

function hasTerm(vector: SparseVector, id: number): boolean {
  const { ids } = vector;
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = ids[middle]!;
    if (found === id) return true;
    if (found < id) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

const isIndex = (index: number, count: number) => Number.isInteger(index) && index >= 0 && index < count;

/** Indexes 0..count-1 by score, best first; equal scores keep index order. */
function best(count: number, scoreOf: (index: number) => number, limit: number): number[] {
  if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`The limit must be a whole number from 0 (got ${limit}).`);
  const indexes = Array.from({ length: count }, (_, index) => index);
  const scores = indexes.map(scoreOf);
  indexes.sort((a, b) => scores[b]! - scores[a]! || a - b);
  return indexes.slice(0, limit);
}

/**
 * The affinity of every paper with every reviewer, computed once when built. Document frequencies are
 * taken over the papers and the reviewers together; a term weighs (1 + ln tf) × (ln((1 + N) / (1 + df)) + 1).
 */
export class AffinityIndex {
  readonly paperCount: number;
  readonly reviewerCount: number;
  /** scores[paper × reviewerCount + reviewer]: the cosine. */
  private readonly scores: Float64Array;
  /** Papers keep only the terms some reviewer has: no other term can make a match. */
  private readonly paperVectors: SparseVector[];
  private readonly phrases: Phrase[][];
  /** Of the reviewers' terms only (their ids come first). */
  private readonly idf: Float64Array;

  constructor(papers: readonly AffinityText[], reviewers: readonly ReviewerAffinityText[]) {
    this.paperCount = papers.length;
    this.reviewerCount = reviewers.length;
    const vocabulary = new Map<string, number>();
    const idOf = (term: string): number => {
      let id = vocabulary.get(term);
      if (id === undefined) {
        id = vocabulary.size;
        vocabulary.set(term, id);
      }
      return id;
    };
    const countsOf = (text: string): Counts => {
      const { unigrams, bigrams } = termsOf(text);
      const counts: Counts = new Map();
      for (const term of [...unigrams, ...bigrams]) {
        const id = idOf(term);
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      return counts;
    };

    // The reviewers' terms are numbered first, so "a term some reviewer has" is "an id below reviewerTerms".
    const reviewerCounts = reviewers.map((reviewer) => countsOf(`${reviewer.researchArea}\n${reviewer.profile ?? ''}`));
    const phraseTerms = reviewers.map((reviewer) =>
      researchAreaPhrases(reviewer.researchArea).map((text) => {
        const { unigrams, bigrams } = termsOf(text);
        const unigramIds = [...new Set(unigrams.map(idOf))];
        return { text, unigrams: Int32Array.from(unigramIds), terms: Int32Array.from(new Set([...unigramIds, ...bigrams.map(idOf)])) };
      }),
    );
    const reviewerTerms = vocabulary.size;
    const paperCounts = papers.map((paper) => countsOf(paper.text));

    const documentFrequency = new Int32Array(vocabulary.size);
    for (const counts of [...reviewerCounts, ...paperCounts]) for (const id of counts.keys()) documentFrequency[id]!++;
    const documents = reviewers.length + papers.length;
    const idf = Float64Array.from(documentFrequency, (df) => Math.log((1 + documents) / (1 + df)) + 1);

    const vectorOf = (counts: Counts): SparseVector => {
      let squares = 0;
      const kept: Array<[number, number]> = [];
      for (const [id, count] of counts) {
        const weight = (1 + Math.log(count)) * idf[id]!;
        squares += weight * weight;
        if (id < reviewerTerms) kept.push([id, weight]);
      }
      kept.sort((a, b) => a[0] - b[0]);
      const norm = Math.sqrt(squares);
      return { ids: Int32Array.from(kept, ([id]) => id), weights: Float64Array.from(kept, ([, weight]) => weight / norm) };
    };
    const reviewerVectors = reviewerCounts.map(vectorOf);
    this.paperVectors = paperCounts.map(vectorOf);
    this.phrases = phraseTerms.map((list) => list.filter((phrase) => phrase.unigrams.length > 0));
    this.idf = idf.slice(0, reviewerTerms);

    // Inverted index of the reviewers' terms: term → (reviewer, weight), then one pass per paper.
    const start = new Int32Array(reviewerTerms + 1);
    for (const vector of reviewerVectors) for (const id of vector.ids) start[id + 1]!++;
    for (let id = 0; id < reviewerTerms; id++) start[id + 1]! += start[id]!;
    const postingReviewer = new Int32Array(start[reviewerTerms]!);
    const postingWeight = new Float64Array(start[reviewerTerms]!);
    const filled = start.slice(0, reviewerTerms);
    reviewerVectors.forEach((vector, reviewer) => {
      vector.ids.forEach((id, k) => {
        const at = filled[id]!++;
        postingReviewer[at] = reviewer;
        postingWeight[at] = vector.weights[k]!;
      });
    });
    this.scores = new Float64Array(papers.length * reviewers.length);
    this.paperVectors.forEach((vector, paper) => {
      const row = paper * reviewers.length;
      vector.ids.forEach((id, k) => {
        const weight = vector.weights[k]!;
        for (let at = start[id]!; at < start[id + 1]!; at++) this.scores[row + postingReviewer[at]!]! += weight * postingWeight[at]!;
      });
    });
    // Rounding can leave an identical pair a hair above 1.
    for (let at = 0; at < this.scores.length; at++) if (this.scores[at]! > 1) this.scores[at] = 1;
  }

  /** The cosine of the paper's and the reviewer's texts, from 0 (no term in common, or an empty text) to 1. */
  score(paperIndex: number, reviewerIndex: number): number {
    this.checkPaper(paperIndex);
    this.checkReviewer(reviewerIndex);
    return this.scores[paperIndex * this.reviewerCount + reviewerIndex]!;
  }

  /**
   * The reviewer's research-area phrase whose lemmas the paper's text all contains, the one weighing most
   * (inverse document frequency of its lemmas and word pairs found); null when none does.
   */
  matchedPhrase(paperIndex: number, reviewerIndex: number): string | null {
    this.checkPaper(paperIndex);
    this.checkReviewer(reviewerIndex);
    const vector = this.paperVectors[paperIndex]!;
    let found: string | null = null;
    let bestWeight = 0;
    for (const phrase of this.phrases[reviewerIndex]!) {
      if (!phrase.unigrams.every((id) => hasTerm(vector, id))) continue;
      let weight = 0;
      for (const id of phrase.terms) if (hasTerm(vector, id)) weight += this.idf[id]!;
      if (weight > bestWeight) {
        bestWeight = weight;
        found = phrase.text;
      }
    }
    return found;
  }

  /** The reviewer's best `limit` papers by score, as indexes, best first (ties in index order). */
  topPapers(reviewerIndex: number, limit: number): number[] {
    this.checkReviewer(reviewerIndex);
    return best(this.paperCount, (paper) => this.scores[paper * this.reviewerCount + reviewerIndex]!, limit);
  }

  /** The paper's best `limit` reviewers by score, as indexes, best first (ties in index order). */
  topReviewers(paperIndex: number, limit: number): number[] {
    this.checkPaper(paperIndex);
    return best(this.reviewerCount, (reviewer) => this.scores[paperIndex * this.reviewerCount + reviewer]!, limit);
  }

  private checkPaper(index: number): void {
    if (!isIndex(index, this.paperCount)) throw new RangeError(`No paper ${index} among ${this.paperCount}.`);
  }

  private checkReviewer(index: number): void {
    if (!isIndex(index, this.reviewerCount)) throw new RangeError(`No reviewer ${index} among ${this.reviewerCount}.`);
  }
}
