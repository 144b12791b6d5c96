// The committee's load and capacity: the load a reviewer accepts (1 to the invitation's maximum), what
// the automatic assignment makes of it, and whether the accepted committee can review the papers open for
// review, overall and per topic, with the shortfall named as a sentence.
import { z } from 'zod/mini';
import { formatCount } from '../amountFormat';

/** The refusal of a load outside 1..maxLoad, or null when it is one. */
export function loadProblem(load: number, maxLoad: number): string | null {
  return Number.isInteger(load) && load >= 1 && load <= maxLoad ? null : `Choose a load from 1 to ${maxLoad} papers (the most this invitation asks).`;
}

/** The most papers the automatic assignment gives a reviewer: the request's maximum, lowered to the load they accepted. */
export function assignmentMaximum(requestMax: number, load: number | null | undefined): number {
  return load === null || load === undefined ? requestMax : Math.min(requestMax, load);
}

/** What a reviewer offers the capacity: the load they accepted and their topics. */
export interface OfferedLoad {
  load: number;
  topics: readonly string[];
}

export interface CapacityInput {
  reviewersPerPaper: number;
  /** Papers open for review (submitted or under review). */
  papers: number;
  /** Papers open for review listing each of the call's topics. */
  papersPerTopic: Readonly<Record<string, number>>;
  /** The call's topics, in their order. */
  topics: readonly string[];
  /** The committee members with an accepted load. */
  reviewers: readonly OfferedLoad[];
  /** Members without a load (added before invitations): not counted, and said so. */
  withoutLoad: number;
}

export const CapacityFigureSchema = z.object({ needed: z.number(), offered: z.number(), shortfall: z.number() });

export const CapacityAnswer = z.object({
  reviewersPerPaper: z.number(),
  papers: z.number(),
  reviewers: z.number(),
  withoutLoad: z.number(),
  overall: CapacityFigureSchema,
  topics: z.array(z.extend(CapacityFigureSchema, { topic: z.string(), papers: z.number(), reviewers: z.number() })),
  /** One sentence per shortfall (overall first), e.g. "Security: 84 reviews needed, 51 offered". */
  shortfalls: z.array(z.string()),
  message: z.string(),
});
export type Capacity = z.infer<typeof CapacityAnswer>;

/**
 * The figures in whole reviews: a topic's share of split loads is rounded down (half a review is no
 * review), so the estimate stays cautious and nobody reads "1.5 offered".
 */
const figure = (needed: number, offered: number) => {
  const whole = Math.floor(offered + 1e-9);
  return { needed, offered: whole, shortfall: Math.max(0, needed - whole) };
};
const sentence = (label: string, needed: number, offered: number) => `${label}: ${formatCount(needed)} review${needed === 1 ? '' : 's'} needed, ${formatCount(offered)} offered`;

/** How many members have no load, which the capacity does not count. */
export function unloadedSentence(members: number): string {
  return `${formatCount(members)} member${members === 1 ? ' has' : 's have'} no load set and ${members === 1 ? 'is' : 'are'} not counted.`;
}

/**
 * The capacity, a cautious estimate. Overall: papers × reviewers per paper against the sum of the loads.
 * Per topic: every paper listing the topic needs its reviewers per paper there in full (a paper with two
 * topics counts under both, so the topics' figures overlap), while a reviewer's load is split evenly over
 * their topics (a load of 6 over two topics offers 3 to each; a load is spent once). A reviewer's topic
 * that is no longer one of the call's is left out of the split.
 */
export function committeeCapacity(input: CapacityInput): Capacity {
  const totalOffered = input.reviewers.reduce((sum, reviewer) => sum + reviewer.load, 0);
  const overall = figure(input.papers * input.reviewersPerPaper, totalOffered);
  const known = new Set(input.topics);
  const offeredPerTopic = new Map<string, { offered: number; reviewers: number }>();
  for (const reviewer of input.reviewers) {
    const theirs = [...new Set(reviewer.topics)].filter((topic) => known.has(topic));
    for (const topic of theirs) {
      const entry = offeredPerTopic.get(topic) ?? { offered: 0, reviewers: 0 };
      offeredPerTopic.set(topic, { offered: entry.offered + reviewer.load / theirs.length, reviewers: entry.reviewers + 1 });
    }
  }
  const topics = input.topics.map((topic) => {
    const papers = input.papersPerTopic[topic] ?? 0;
    const offered = offeredPerTopic.get(topic) ?? { offered: 0, reviewers: 0 };
    return { topic, papers, reviewers: offered.reviewers, ...figure(papers * input.reviewersPerPaper, offered.offered) };
  });
  const shortfalls = [
    ...(overall.shortfall > 0 ? [sentence('Overall', overall.needed, overall.offered)] : []),
    ...topics.filter((topic) => topic.shortfall > 0).map((topic) => sentence(topic.topic, topic.needed, topic.offered)),
  ];
  const unloaded = input.withoutLoad > 0 ? ` ${unloadedSentence(input.withoutLoad)}` : '';
  const message = shortfalls.length === 0 ? `The committee's loads cover the reviews needed, overall and in every topic.${unloaded}` : `Short: ${shortfalls.join('; ')}.${unloaded}`;
  return { reviewersPerPaper: input.reviewersPerPaper, papers: input.papers, reviewers: input.reviewers.length, withoutLoad: input.withoutLoad, overall, topics, shortfalls, message };
}

/** POST /api/me/committee: the reviewer lowers (or raises, up to their invitation's maximum) their load. */
export const CommitteeLoadRequestSchema = z.object({
  load: z.int({ error: 'load is a whole number of papers, at least 1.' }).check(z.gte(1, { error: 'load is a whole number of papers, at least 1.' }), z.lte(50, { error: 'load is at most 50 papers.' })),
});

const withdrawPasswordMessage = 'Enter your password to confirm that you leave the committee.';
/** POST /api/me/committee/withdraw: leaving the committee, confirmed with the member's password. */
export const CommitteeWithdrawRequestSchema = z.object({
  password: z.string({ error: withdrawPasswordMessage }).check(z.minLength(1, { error: withdrawPasswordMessage }), z.maxLength(4096, { error: 'The password is at most 4,096 characters.' })),
});
