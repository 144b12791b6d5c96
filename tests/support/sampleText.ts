// Realistic manuscript text for the similarity check's tests and benchmark: sentences of a research
// paper's vocabulary, reproducible from a seed, so a copy of a known share can be planted.
import { seededRandom } from '../../functions/src/lib/assignment/autoassign/random';

const nouns = 'algorithm analysis approach architecture bandwidth benchmark cache cluster compiler complexity component computation consensus constraint controller data dataset deadline deployment design device distribution edge energy error evaluation experiment failure framework function graph hardware heuristic implementation inference infrastructure input instance interface kernel language latency layer learning load memory method metric model module network node operator optimisation output overhead parameter partition performance pipeline platform policy precision prediction problem process processor protocol prototype quality query queue replica request resource result robustness routing runtime sample scalability scheduler schema security sensor server service signal simulation solution storage strategy stream structure system task technique theory throughput topology trace training transaction tree trust type update user validation variable vector verification workload'.split(' ');
const adjectives = 'adaptive approximate asynchronous automatic balanced bounded centralised concurrent consistent continuous critical decentralised dense deterministic distributed dynamic efficient elastic empirical energy-aware exact fair federated formal generic global hierarchical heterogeneous incremental large-scale lightweight linear local low-latency modular multi-tenant naive novel online optimal parallel partial practical predictive probabilistic robust scalable secure sequential sparse static stochastic structured synthetic transparent uniform unsupervised'.split(' ');
const verbs = 'achieves analyses balances bounds captures combines compares computes decreases detects distributes enables estimates evaluates exploits extends guarantees handles improves increases learns limits maintains measures minimises models outperforms partitions predicts preserves reduces replicates schedules selects simplifies supports tolerates tracks transforms validates'.split(' ');
const joiners = 'in for with across under over between within through against without beyond'.split(' ');

function sentence(random: () => number): string {
  const pick = (list: readonly string[]) => list[Math.floor(random() * list.length)]!;
  const phrase = () => `${random() < 0.6 ? `${pick(adjectives)} ` : ''}${pick(nouns)}${random() < 0.3 ? ` ${pick(nouns)}` : ''}`;
  const parts = [`The ${phrase()}`, pick(verbs), `the ${phrase()}`];
  for (let more = Math.floor(random() * 3); more > 0; more--) parts.push(`${pick(joiners)} the ${phrase()}`);
  const text = parts.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

/** A paper's paragraphs, each of 4 to 7 sentences, the same for the same seed. */
export function paperText(seed: number, paragraphs: number): string[] {
  const random = seededRandom(seed);
  return Array.from({ length: paragraphs }, () => Array.from({ length: 4 + Math.floor(random() * 4) }, () => sentence(random)).join(' '));
}

/** At least `count` words of sentences, the same for the same seed. */
export function seededWords(seed: number, count: number): string {
  const random = seededRandom(seed);
  const sentences: string[] = [];
  let words = 0;
  while (words < count) {
    const next = sentence(random);
    sentences.push(next);
    words += next.split(' ').length;
  }
  return sentences.join(' ');
}
