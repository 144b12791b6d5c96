// The admin dashboard's figures (the stats shards added up by dashboardStatsFrom in the domain): the
// three count cards, the monthly submissions line ('Month {n}') and the status pie; and what the
// recent papers' table says it shows.
import { paperStatuses, publishedCount, statusLabel, type DashboardStats, type PaperStatus } from '@confsys/domain';

/** A stored counter as a whole, non-negative number (anything else counts as 0). */
function counter(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** YYYY-MM with a real month. */
const monthKeyPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

export type CountKey = 'reviewers' | 'authors' | 'published';

export interface CountCard {
  key: CountKey;
  label: string;
  value: number;
}

/** The three cards, in the spec's order: Reviewers, Authors, Published. */
export function countCards(stats: DashboardStats): CountCard[] {
  return [
    { key: 'reviewers', label: 'Reviewers', value: stats.reviewers },
    { key: 'authors', label: 'Authors', value: stats.authors },
    { key: 'published', label: 'Published', value: publishedCount(stats) },
  ];
}

export interface MonthlyPoint {
  /** YYYY-MM */
  key: string;
  year: number;
  month: number;
  /** 'Month {n}', the x label. */
  label: string;
  count: number;
}

export function monthLabel(month: number): string {
  return `Month ${month}`;
}

/** The tooltip of a point: its label and year, since 'Month {n}' alone repeats every year. */
export function monthWithYear(point: Pick<MonthlyPoint, 'label' | 'year'>): string {
  return `${point.label} (${point.year})`;
}

/**
 * The months with submissions, in time order (as GET /api/admin/monthlystats answers: months without
 * submissions are left out).
 */
export function monthlySubmissions(monthly: Readonly<Record<string, number>>): MonthlyPoint[] {
  return Object.entries(monthly)
    .flatMap(([key, value]) => {
      const match = monthKeyPattern.exec(key);
      const count = counter(value);
      if (!match || count === 0) return [];
      const month = Number(match[2]);
      return [{ key, year: Number(match[1]), month, label: monthLabel(month), count }];
    })
    .sort((a, b) => a.key.localeCompare(b.key));
}

export interface StatusSlice {
  status: PaperStatus;
  /** How the status reads ('Submitted', 'Under Review', ...). */
  label: string;
  value: number;
}

/** One slice per status, in the statuses' order. */
export function statusSlices(stats: DashboardStats): StatusSlice[] {
  return paperStatuses.map((status) => ({ status, label: statusLabel(status), value: stats.statusCounts[status] ?? 0 }));
}

/** What the dashboard's recent papers are of the whole list: "The 10 most recent of 42 papers."; null without papers (the table says so). */
export function recentPapersText(shown: number, total: number): string | null {
  if (total === 0) return null;
  if (shown >= total) return total === 1 ? 'The only paper.' : `All ${total} papers, newest first.`;
  return `The ${shown} most recent of ${total} papers.`;
}
