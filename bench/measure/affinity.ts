// The text affinity's cost at conference scale: builds the index over synthetic papers (abstracts made of
// computing phrases, from a seeded generator) and 150 reviewers, then scores every pair, finds every pair's
// matched phrase and every top list; prints seconds and memory. Standalone: npx tsx bench/measure/affinity.ts
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import winkNLP, { type ItsFunction } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { AffinityIndex, paperText, type AffinityText, type ReviewerAffinityText } from '../../functions/src/lib/assignment/autoassign/affinity';

const sizes = [2_000, 5_000];
const reviewerCount = 150;

const phrases = [
  'federated learning', 'edge computing', 'IoT security', 'remote sensing', 'image processing', 'computer vision',
  'natural language processing', 'machine translation', 'graph neural networks', 'reinforcement learning',
  'software testing', 'program analysis', 'compiler optimisation', 'distributed systems', 'cloud computing',
  'serverless platforms', 'database query processing', 'information retrieval', 'recommender systems',
  'wireless sensor networks', 'software-defined networking', 'network security', 'intrusion detection',
  'blockchain consensus', 'smart contracts', 'cryptographic protocols', 'post-quantum cryptography',
  'quantum computing', 'high-performance computing', 'GPU acceleration', 'embedded systems', 'real-time scheduling',
  'energy-efficient hardware', 'computer architecture', 'human-computer interaction', 'accessibility',
  'medical image segmentation', 'time series forecasting', 'anomaly detection', 'explainable AI',
  'large language models', 'speech recognition', 'robotics', 'autonomous vehicles', 'formal verification',
  'model checking', 'data mining', 'big data analytics', 'stream processing', 'digital twins', 'smart grids',
  'e-learning', 'social network analysis', 'fake news detection', 'sentiment analysis', 'knowledge graphs',
] as const;
const verbs = ['propose', 'present', 'study', 'evaluate', 'design', 'introduce', 'analyse', 'compare'] as const;
const adjectives = ['novel', 'scalable', 'lightweight', 'robust', 'privacy-preserving', 'adaptive', 'efficient', 'hybrid'] as const;
const things = ['framework', 'method', 'architecture', 'algorithm', 'system', 'model', 'protocol', 'benchmark'] as const;
const settings = [
  'hospitals', 'agriculture', 'smart cities', 'manufacturing', 'finance', 'classrooms', 'satellites', 'vehicular networks',
  'data centres', 'mobile phones', 'wearables', 'power plants', 'supply chains', 'legal documents', 'social media',
] as const;
const results = ['accuracy', 'latency', 'throughput', 'energy use', 'memory footprint', 'recall', 'cost'] as const;

/** mulberry32: the same papers on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generator(seed: number) {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const sentence = (topic: () => string): string => {
    switch (Math.floor(random() * 5)) {
      case 0:
        return `We ${pick(verbs)} a ${pick(adjectives)} ${pick(things)} for ${topic()} in ${pick(settings)}.`;
      case 1:
        return `Existing approaches to ${topic()} suffer from high ${pick(results)} when applied to ${topic()}.`;
      case 2:
        return `Experiments on ${Math.floor(random() * 12) + 2} public datasets show a ${Math.floor(random() * 40) + 5}% improvement in ${pick(results)} over the state of the art.`;
      case 3:
        return `Our ${pick(things)} combines ${topic()} with ${topic()} and keeps ${pick(results)} low.`;
      default:
        return `The ${pick(adjectives)} design makes ${topic()} practical for ${topic()} in ${pick(settings)} on commodity hardware.`;
    }
  };
  return {
    paper(index: number): AffinityText {
      // A paper dwells on two or three phrases and mentions others in passing.
      const own = [pick(phrases), pick(phrases), pick(phrases)];
      const topic = () => (random() < 0.75 ? pick(own) : pick(phrases));
      const abstract = Array.from({ length: 10 + Math.floor(random() * 6) }, () => sentence(topic)).join(' ');
      const title = `A ${pick(adjectives)} ${pick(things)} for ${own[0]} and ${own[1]}`;
      return { id: `p${index}`, text: paperText({ title, abstract, keywords: own }) };
    },
    reviewer(index: number): ReviewerAffinityText {
      const area = Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(phrases));
      const profile = random() < 0.5 ? `I work on ${pick(phrases)} and ${pick(phrases)}, with a focus on ${pick(results)}.` : undefined;
      return { id: `r${index}`, researchArea: area.join(index % 2 === 0 ? ', ' : '; '), profile };
    },
  };
}

// The memory an index holds is only measurable after a collection; the flag turns gc() on for this process.
// Its score table is a typed array, whose bytes lie outside the heap: both are counted.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(2);
const heldBytes = () => {
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
};
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** What the same papers would cost with wink's full pipeline (the part-of-speech tagger included), which the index does without. */
function tokeniseWithTagger(papers: readonly AffinityText[]): string {
  const nlp = winkNLP(model);
  const started = performance.now();
  for (const paper of papers) {
    const tokens = nlp.readDoc(paper.text.toLowerCase()).tokens();
    tokens.out(nlp.its.lemma as ItsFunction<string>);
    tokens.out(nlp.its.type);
    tokens.out(nlp.its.stopWordFlag);
  }
  return seconds(started);
}

function timed<T>(work: () => T): { value: T; started: number } {
  const started = performance.now();
  return { value: work(), started };
}

export async function measureAffinity(): Promise<string[]> {
  const lines: string[] = [];
  const warm = performance.now();
  new AffinityIndex([{ id: 'p', text: 'Loading the language model.' }], []);
  lines.push(`affinity: wink-nlp model load and first document ${seconds(warm)} s`);

  for (const size of sizes) {
    const make = generator(size);
    const papers = Array.from({ length: size }, (_, index) => make.paper(index));
    const reviewers = Array.from({ length: reviewerCount }, (_, index) => make.reviewer(index));
    const words = papers.reduce((sum, paper) => sum + paper.text.split(/\s+/).length, 0);

    const tokenising = performance.now();
    new AffinityIndex(papers, []);
    const tokenisingSeconds = seconds(tokenising);
    const taggerSeconds = tokeniseWithTagger(papers);

    collect();
    const before = heldBytes();
    const build = timed(() => new AffinityIndex(papers, reviewers));
    const buildSeconds = seconds(build.started);
    const index = build.value;
    collect();
    const held = heldBytes() - before;

    const scoring = timed(() => {
      let sum = 0;
      for (let p = 0; p < size; p++) for (let r = 0; r < reviewerCount; r++) sum += index.score(p, r);
      return sum;
    });
    const scoringSeconds = seconds(scoring.started);
    const matching = timed(() => {
      let matched = 0;
      for (let p = 0; p < size; p++) for (let r = 0; r < reviewerCount; r++) if (index.matchedPhrase(p, r) !== null) matched++;
      return matched;
    });
    const matchingSeconds = seconds(matching.started);
    const ranking = timed(() => {
      for (let r = 0; r < reviewerCount; r++) index.topPapers(r, 50);
      for (let p = 0; p < size; p++) index.topReviewers(p, 10);
    });
    const rankingSeconds = seconds(ranking.started);

    const pairs = size * reviewerCount;
    lines.push(
      `affinity ${size} papers (${Math.round(words / size)} words each) × ${reviewerCount} reviewers: ` +
        `build ${buildSeconds} s (tokenising the papers alone ${tokenisingSeconds} s; with wink's tagger it would be ${taggerSeconds} s), ` +
        `score() of all ${pairs} pairs ${scoringSeconds} s (mean ${(scoring.value / pairs).toFixed(3)}), ` +
        `matchedPhrase() of all pairs ${matchingSeconds} s (${((100 * matching.value) / pairs).toFixed(0)}% matched), ` +
        `topPapers(50) per reviewer and topReviewers(10) per paper ${rankingSeconds} s; ` +
        `index holds ${megabytes(held)} (heap and typed arrays), process rss ${megabytes(process.memoryUsage().rss)}`,
    );
  }
  return lines;
}

if (process.argv[1]?.endsWith('measure/affinity.ts')) {
  measureAffinity()
    .then((lines) => {
      for (const line of lines) console.log(line);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
