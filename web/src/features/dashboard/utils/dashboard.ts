// The admin dashboard's figures (the stats shards added up by dashboardStatsFrom in the domain): the
// three count cards, the monthly submissions line ('Month {n}') and the status pie; and what the
// recent papers' table says it shows.
import { monthNames, paperStatuses, publishedCount, statusLabel, type DashboardStats, type PaperStatus } from '@confsys/domain';

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
  /** The month as the axis names it: 'Sep 2025'. */
  label: string;
  count: number;
}

const fullMonthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** A month on the axis: its name and year, 'Sep 2025' (the spec's 'Month {n}' repeated every year and named no month). */
export function monthLabel(month: number, year: number): string {
  return `${monthNames[month - 1] ?? month} ${year}`;
}

/** The tooltip of a point: the month written out, 'September 2025'. */
export function monthWithYear(point: Pick<MonthlyPoint, 'month' | 'year'>): string {
  return `${fullMonthNames[point.month - 1] ?? point.month} ${point.year}`;
}

/**
 * The months from the first with submissions to the last, in time order: a month between them without
 * submissions is there with none, so the axis runs without gaps (GET /api/admin/monthlystats leaves such
 * months out).
 */
export function monthlySubmissions(monthly: Readonly<Record<string, number>>): MonthlyPoint[] {
  const counted = new Map<string, number>();
  for (const [key, value] of Object.entries(monthly)) {
    const count = counter(value);
    if (monthKeyPattern.test(key) && count > 0) counted.set(key, count);
  }
  const keys = [...counted.keys()].sort();
  const [first, last] = [keys[0], keys.at(-1)];
  if (!first || !last) return [];
  const points: MonthlyPoint[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    points.push({ key, year, month, label: monthLabel(month, year), count: counted.get(key) ?? 0 });
    if (key === last || points.length > 600) break;
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return points;
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
