// The rehearsal's people: accounts made through the API as each person makes theirs, signed in again
// when their session nears the hour an ID token lasts, and the topics their papers and bids are about.
import { idTokenFor } from '../../tests/support/emulator';
import type { Phase } from './record';

export type Role = 'author' | 'reviewer' | 'admin';

const loginPath: Record<Role, string> = { author: '/api/authors/login', reviewer: '/api/reviewers/reviewerlogin', admin: '/api/admin/login' };
/** An ID token lasts an hour; a person signs in again after 50 minutes. */
const sessionMs = 50 * 60_000;

export class Person {
  private session: { token: string; at: number } | null = null;

  constructor(
    readonly role: Role,
    readonly name: string,
    readonly email: string,
    readonly password: string,
  ) {}

  /** The person's ID token, signing in (recorded in the phase) when there is none or it is old. */
  async token(phase: Phase): Promise<string | null> {
    if (this.session && Date.now() - this.session.at < sessionMs) return this.session.token;
    const signedIn = await phase.ok<{ token: string }>(`${this.role} login`, 'POST', loginPath[this.role], { json: this.role === 'admin' ? { username: this.email, password: this.password } : { email: this.email, password: this.password } });
    if (!signedIn) return null;
    this.session = { token: await idTokenFor(signedIn.token), at: Date.now() };
    return this.session.token;
  }
}

/** The conference's topics: each paper is about one, each reviewer knows two. */
export const topics = [
  ['graph neural networks', 'message passing', 'node classification', 'graph embeddings'],
  ['edge computing', 'task offloading', 'latency', 'fog nodes'],
  ['blockchain', 'smart contracts', 'consensus', 'ledgers'],
  ['medical imaging', 'segmentation', 'tumour detection', 'radiology'],
  ['natural language processing', 'transformers', 'sentiment analysis', 'low-resource languages'],
  ['wireless sensor networks', 'energy harvesting', 'routing', 'clustering'],
  ['intrusion detection', 'anomaly detection', 'network security', 'malware'],
  ['recommender systems', 'collaborative filtering', 'cold start', 'implicit feedback'],
  ['quantum computing', 'qubits', 'variational circuits', 'error mitigation'],
  ['software testing', 'mutation testing', 'test generation', 'fuzzing'],
] as const;

const openings = ['Towards', 'A study of', 'Scalable', 'Efficient', 'Robust', 'Learning-based', 'Lightweight', 'An empirical look at'];

/** Paper `index`'s topic (0..9), title, abstract and keywords: on its topic, different from every other paper's. */
export function paperText(index: number): { topic: number; title: string; abstract: string; keywords: string } {
  const topic = index % topics.length;
  const [area, ...terms] = topics[topic]!;
  const term = terms[index % terms.length]!;
  const title = `${openings[index % openings.length]} ${term} in ${area}: case ${index + 1}`;
  const sentences = [
    `This paper studies ${term} for ${area}.`,
    `We propose a method that improves ${terms.join(', ')} on public benchmarks.`,
    `Our experiments on ${(index % 7) + 3} data sets show gains of ${(index % 19) + 2} per cent over strong baselines.`,
    `We discuss the limits of ${area} methods and the cost of ${term} at scale.`,
  ];
  // Abstracts of 175 words (the call asks for 150 to 200): the sentences again, each round numbered.
  const abstract = Array.from({ length: 4 }, (_, round) => sentences.map((sentence) => sentence.replace('.', ` (part ${round + 1}).`)).join(' '))
    .join(' ')
    .split(' ')
    .slice(0, 175)
    .join(' ');
  return { topic, title, abstract, keywords: [area, ...terms.slice(0, 2)].join(', ') };
}
