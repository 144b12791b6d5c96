import { describe, expect, it } from 'vitest';
import { StoredStatsSchema, dashboardStatsFrom, parseDocument } from '@confsys/domain';
import { countCards, monthLabel, monthlySubmissions, monthWithYear, recentPapersText, statusSlices } from './dashboard';

const toDashboardStats = (data: unknown) => dashboardStatsFrom(parseDocument(StoredStatsSchema, data, 'stats/dashboard'));

const chairsStats = {
  reviewers: 3,
  authors: 12,
  statusCounts: { submitted: 4, 'Under Review': 2, Accepted: 1, Rejected: 1, Published: 5 },
  monthly: { '2025-06': 7, '2025-05': 4, '2024-12': 2 },
  reviewerLoad: { 'R-ann': 2, 'R-bo': 0 },
  bidding: { openPapers: 6, bids: 9 },
  updatedAt: '2025-06-30T10:00:00Z',
};

describe('the stored counters', () => {
  it('read as the figures the triggers keep', () => {
    expect(dashboardStatsFrom(parseDocument(StoredStatsSchema, chairsStats, 'stats/dashboard'))).toEqual({
      reviewers: 3,
      authors: 12,
      statusCounts: { submitted: 4, 'Under Review': 2, Accepted: 1, Rejected: 1, Published: 5, Withdrawn: 0 },
      monthly: { '2025-06': 7, '2025-05': 4, '2024-12': 2 },
      reviewerLoad: { 'R-ann': 2 },
      // A figure no shard has counted yet is zero.
      bidding: { openPapers: 6, unwantedPapers: 0, bids: 9 },
      openTopics: {},
    });
  });

  it('show zeros before the first paper, reviewer or author exists (no document yet)', () => {
    expect(dashboardStatsFrom(undefined)).toEqual({
      reviewers: 0,
      authors: 0,
      statusCounts: { submitted: 0, 'Under Review': 0, Accepted: 0, Rejected: 0, Published: 0, Withdrawn: 0 },
      monthly: {},
      reviewerLoad: {},
      bidding: { openPapers: 0, unwantedPapers: 0, bids: 0 },
      openTopics: {},
    });
  });

  it('refuse a document of another shape, naming the wrong fields', () => {
    expect(() => parseDocument(StoredStatsSchema, { reviewers: 1, authors: '7', statusCounts: { Published: 'x' } }, 'stats/dashboard')).toThrow(
      /stats\/dashboard does not match its schema: authors: .*; statusCounts\.Published: /,
    );
  });
});

describe('count cards', () => {
  it('shows Reviewers, Authors and Published, in that order', () => {
    expect(countCards(toDashboardStats(chairsStats))).toEqual([
      { key: 'reviewers', label: 'Reviewers', value: 3 },
      { key: 'authors', label: 'Authors', value: 12 },
      { key: 'published', label: 'Published', value: 5 },
    ]);
  });
});

describe('monthly submissions', () => {
  it('names the months in time order, across a year end, with the months between at none', () => {
    const points = monthlySubmissions(chairsStats.monthly);
    expect(points.map((point) => point.label)).toEqual(['Dec 2024', 'Jan 2025', 'Feb 2025', 'Mar 2025', 'Apr 2025', 'May 2025', 'Jun 2025']);
    expect(points.map((point) => point.count)).toEqual([2, 0, 0, 0, 0, 4, 7]);
    expect(points[0]).toEqual({ key: '2024-12', year: 2024, month: 12, label: 'Dec 2024', count: 2 });
  });

  it('starts at the first month with submissions and ends at the last', () => {
    expect(monthlySubmissions({ '2025-04': 0, '2025-05': 3, '2025-07': 1, '2025-08': 0 }).map((point) => point.key)).toEqual(['2025-05', '2025-06', '2025-07']);
    expect(monthlySubmissions({})).toEqual([]);
  });

  it('writes the month out in the tooltip', () => {
    expect(monthLabel(9, 2025)).toBe('Sep 2025');
    expect(monthWithYear({ month: 9, year: 2025 })).toBe('September 2025');
  });
});

describe('status slices', () => {
  it('gives every status a slice with its readable label', () => {
    expect(statusSlices(toDashboardStats(chairsStats))).toEqual([
      { status: 'submitted', label: 'Submitted', value: 4 },
      { status: 'Under Review', label: 'Under Review', value: 2 },
      { status: 'Accepted', label: 'Accepted', value: 1 },
      { status: 'Rejected', label: 'Rejected', value: 1 },
      { status: 'Published', label: 'Published', value: 5 },
      { status: 'Withdrawn', label: 'Withdrawn', value: 0 },
    ]);
  });
});

describe('the recent papers', () => {
  it('say how many of all the papers they are', () => {
    expect(recentPapersText(10, 42)).toBe('The 10 most recent of 42 papers.');
    expect(recentPapersText(3, 3)).toBe('All 3 papers, newest first.');
    expect(recentPapersText(1, 1)).toBe('The only paper.');
    expect(recentPapersText(0, 0)).toBeNull();
  });
});
