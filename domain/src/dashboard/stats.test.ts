import { describe, expect, it } from 'vitest';
import { bidTallyDelta, dashboardStatsDoc, dashboardStatsFrom, paperDelta, recountStats, reviewerDelta, statsShardCount, statsShardIds, sumShards, topicKey, userDelta } from './stats';

describe('counter changes', () => {
  it('counts a new paper in its status and month', () => {
    expect(paperDelta(undefined, { status: 'submitted', submissionDate: '2025-05-04T10:00:00Z' })).toEqual({
      'statusCounts.submitted': 1,
      'monthly.2025-05': 1,
    });
  });

  it('moves a paper between statuses without touching its month', () => {
    const before = { status: 'Accepted', submissionDate: '2025-05-04' };
    expect(paperDelta(before, { ...before, status: 'Published' })).toEqual({ 'statusCounts.Accepted': -1, 'statusCounts.Published': 1 });
  });

  it('changes nothing when neither status nor date changes', () => {
    const paper = { status: 'Under Review', submissionDate: '2025-05-04', title: 'a' };
    expect(paperDelta(paper, { ...paper, title: 'b' })).toEqual({});
  });

  it('takes a deleted paper out of its status and month', () => {
    expect(paperDelta({ status: 'published', submissionDate: '2025-06-01' }, undefined)).toEqual({
      'statusCounts.Published': -1,
      'monthly.2025-06': -1,
    });
  });

  it("counts a paper under review in each of its reviewers' load, and takes it out when decided or reassigned", () => {
    const paper = { status: 'Under Review', submissionDate: '2025-05-04', reviewerIds: ['R-ann', 'R-bo'] };
    expect(paperDelta({ ...paper, status: 'submitted', reviewerIds: [] }, paper)).toEqual({
      'statusCounts.submitted': -1,
      'statusCounts.Under Review': 1,
      'reviewerLoad.R-ann': 1,
      'reviewerLoad.R-bo': 1,
    });
    expect(paperDelta(paper, { ...paper, reviewerIds: ['R-ann', 'R-cy'] })).toEqual({ 'reviewerLoad.R-bo': -1, 'reviewerLoad.R-cy': 1 });
    expect(paperDelta(paper, { ...paper, status: 'Accepted' })).toEqual({ 'statusCounts.Under Review': -1, 'statusCounts.Accepted': 1, 'reviewerLoad.R-ann': -1, 'reviewerLoad.R-bo': -1 });
    expect(recountStats([paper, { ...paper, reviewerIds: ['R-ann'] }, { ...paper, status: 'Accepted' }], [], [], []).reviewerLoad).toEqual({ 'R-ann': 2, 'R-bo': 1 });
  });

  it('counts a paper open for review under each topic it lists, once, and takes it out when decided', () => {
    const paper = { status: 'submitted', submissionDate: '2025-05-04', topics: ['Security', 'Web 3.0', 'Security'] };
    expect(paperDelta(undefined, paper)).toEqual({ 'statusCounts.submitted': 1, 'monthly.2025-05': 1, 'openTopics.Security': 1, 'openTopics.Web 3%2E0': 1 });
    expect(paperDelta(paper, { ...paper, status: 'Under Review' })).toEqual({ 'statusCounts.submitted': -1, 'statusCounts.Under Review': 1 });
    expect(paperDelta(paper, { ...paper, topics: ['Networks'] })).toEqual({ 'openTopics.Security': -1, 'openTopics.Web 3%2E0': -1, 'openTopics.Networks': 1 });
    expect(paperDelta(paper, { ...paper, status: 'Accepted' })).toEqual({ 'statusCounts.submitted': -1, 'statusCounts.Accepted': 1, 'openTopics.Security': -1, 'openTopics.Web 3%2E0': -1 });
    expect(recountStats([paper, { ...paper, status: 'Rejected' }], [], [], []).openTopics).toEqual({ [topicKey('Security')]: 1, [topicKey('Web 3.0')]: 1 });
    // A key holds no dot, and two topics never share one.
    expect(topicKey('a.b')).not.toBe(topicKey('a%2Eb'));
    expect(topicKey('a.b')).not.toContain('.');
  });

  it("counts a paper's bid tally while it is open for bidding, and as unwanted while nobody is eager or willing", () => {
    const tally = { open: true, eager: 0, willing: 0, notWilling: 1, conflict: 0, wanted: 0, total: 1 };
    expect(bidTallyDelta(undefined, tally)).toEqual({ 'bidding.openPapers': 1, 'bidding.unwantedPapers': 1, 'bidding.bids': 1 });
    // A willing bid makes it wanted; clearing it makes it unwanted again.
    const wanted = { ...tally, willing: 1, wanted: 1, total: 2 };
    expect(bidTallyDelta(tally, wanted)).toEqual({ 'bidding.unwantedPapers': -1, 'bidding.bids': 1 });
    expect(bidTallyDelta(wanted, tally)).toEqual({ 'bidding.unwantedPapers': 1, 'bidding.bids': -1 });
    // Decided: the paper and its bids leave the figures; reopened, they come back; erased, it goes.
    expect(bidTallyDelta(wanted, { ...wanted, open: false })).toEqual({ 'bidding.openPapers': -1, 'bidding.bids': -2 });
    expect(bidTallyDelta({ ...tally, open: false }, tally)).toEqual({ 'bidding.openPapers': 1, 'bidding.unwantedPapers': 1, 'bidding.bids': 1 });
    expect(bidTallyDelta({ ...wanted, open: false }, undefined)).toEqual({});
    expect(bidTallyDelta(tally, tally)).toEqual({});
  });

  it('counts authors by role and reviewers by record', () => {
    expect(userDelta(undefined, { role: 'author' })).toEqual({ authors: 1 });
    expect(userDelta({ role: 'author' }, { role: 'author', name: 'x' })).toEqual({});
    expect(userDelta(undefined, { role: 'admin' })).toEqual({});
    expect(reviewerDelta({ name: 'r' }, undefined)).toEqual({ reviewers: -1 });
  });

  it('recounts whole collections', () => {
    const stats = recountStats(
      [{ status: 'submitted', submissionDate: '2025-05-01' }, { status: 'Published', submissionDate: '2025-06-01' }],
      [{ role: 'author' }, { role: 'reviewer' }],
      [{}, {}],
      [
        { open: true, wanted: 0, total: 2 },
        { open: true, wanted: 1, total: 3 },
        { open: false, wanted: 0, total: 5 },
      ],
    );
    expect(stats).toMatchObject({ authors: 1, reviewers: 2, monthly: { '2025-05': 1, '2025-06': 1 }, bidding: { openPapers: 2, unwantedPapers: 1, bids: 5 } });
    expect(stats.statusCounts).toMatchObject({ submitted: 1, Published: 1, Accepted: 0 });
  });

  it('adds up the shards, a change undone on another shard leaving nothing', () => {
    const total = dashboardStatsFrom(
      sumShards([
        { reviewers: 2, statusCounts: { submitted: 3 }, monthly: { '2025-05': 3 }, reviewerLoad: { 'R-ann': 1 }, bidding: { openPapers: 3, bids: 2 } },
        undefined,
        { reviewers: -1, authors: 4, statusCounts: { submitted: -1, Accepted: 1 }, monthly: { '2025-05': -1, '2025-06': 1 }, reviewerLoad: { 'R-ann': -1 }, bidding: { openPapers: -1, unwantedPapers: 1 } },
      ]),
    );
    expect(total).toMatchObject({ reviewers: 1, authors: 4, monthly: { '2025-05': 2, '2025-06': 1 }, reviewerLoad: {}, bidding: { openPapers: 2, unwantedPapers: 1, bids: 2 } });
    expect(total.statusCounts).toMatchObject({ submitted: 2, Accepted: 1, Published: 0 });
  });

  it('keeps the counters of a database from before the shards in the first shard', () => {
    expect(statsShardIds[0]).toBe(dashboardStatsDoc);
    expect(new Set(statsShardIds).size).toBe(statsShardCount);
  });
});
