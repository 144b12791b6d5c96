// The committee's loads: the load an invitee may accept, the assignment's maximum, and the capacity
// overall and per topic with its shortfalls as sentences.
import { describe, expect, it } from 'vitest';
import { assignmentMaximum, committeeCapacity, loadProblem } from './capacity';

describe('load rules', () => {
  it('takes a whole load from 1 to the maximum the invitation offers', () => {
    expect(loadProblem(1, 6)).toBeNull();
    expect(loadProblem(6, 6)).toBeNull();
    expect(loadProblem(0, 6)).toBe('Choose a load from 1 to 6 papers (the most this invitation asks).');
    expect(loadProblem(7, 6)).toBe('Choose a load from 1 to 6 papers (the most this invitation asks).');
    expect(loadProblem(2.5, 6)).not.toBeNull();
  });

  it("lowers the assignment's maximum to the accepted load, never raises it", () => {
    expect(assignmentMaximum(8, 3)).toBe(3);
    expect(assignmentMaximum(2, 3)).toBe(2);
    expect(assignmentMaximum(8, undefined)).toBe(8);
    expect(assignmentMaximum(8, null)).toBe(8);
  });
});

describe('capacity', () => {
  const topics = ['Security', 'Machine learning', 'Networks'];

  it('splits a load evenly over the reviewer’s topics and counts a paper under each of its topics', () => {
    const capacity = committeeCapacity({
      reviewersPerPaper: 3,
      papers: 40,
      papersPerTopic: { Security: 28, 'Machine learning': 15 },
      topics,
      reviewers: [
        { load: 6, topics: ['Security', 'Machine learning'] },
        { load: 5, topics: ['Security'] },
        { load: 4, topics: ['Retired topic'] },
        { load: 10, topics: [] },
      ],
      withoutLoad: 2,
    });
    expect(capacity.overall).toEqual({ needed: 120, offered: 25, shortfall: 95 });
    expect(capacity.topics).toEqual([
      { topic: 'Security', papers: 28, reviewers: 2, needed: 84, offered: 8, shortfall: 76 },
      { topic: 'Machine learning', papers: 15, reviewers: 1, needed: 45, offered: 3, shortfall: 42 },
      { topic: 'Networks', papers: 0, reviewers: 0, needed: 0, offered: 0, shortfall: 0 },
    ]);
    expect(capacity.shortfalls).toEqual(['Overall: 120 reviews needed, 25 offered', 'Security: 84 reviews needed, 8 offered', 'Machine learning: 45 reviews needed, 3 offered']);
    expect(capacity.message).toBe('Short: Overall: 120 reviews needed, 25 offered; Security: 84 reviews needed, 8 offered; Machine learning: 45 reviews needed, 3 offered. 2 members have no load set and are not counted.');
  });

  it('says so when the loads cover every topic, counting a share of a split load in whole reviews', () => {
    const capacity = committeeCapacity({ reviewersPerPaper: 1, papers: 2, papersPerTopic: { Security: 1, Networks: 1 }, topics, reviewers: [{ load: 5, topics: topics }], withoutLoad: 0 });
    expect(capacity.topics.map((topic) => topic.offered)).toEqual([1, 1, 1]);
    expect(capacity.shortfalls).toEqual([]);
    expect(capacity.message).toBe("The committee's loads cover the reviews needed, overall and in every topic.");
  });

  it('never reads a half review, and writes thousands with separators', () => {
    // Three members of load 3 over two topics: 4.5 offered to each is 4 whole reviews.
    const split = committeeCapacity({ reviewersPerPaper: 3, papers: 2001, papersPerTopic: { Security: 2001 }, topics, reviewers: Array.from({ length: 3 }, () => ({ load: 3, topics: ['Security', 'Networks'] })), withoutLoad: 0 });
    expect(split.topics[0]).toMatchObject({ topic: 'Security', needed: 6003, offered: 4, shortfall: 5999 });
    expect(split.topics.every((topic) => Number.isInteger(topic.offered) && Number.isInteger(topic.shortfall))).toBe(true);
    expect(split.shortfalls).toEqual(['Overall: 6,003 reviews needed, 9 offered', 'Security: 6,003 reviews needed, 4 offered']);
  });
});
