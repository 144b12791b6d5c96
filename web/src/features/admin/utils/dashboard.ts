// The admin dashboard's figures, from the stats/dashboard document: parsing the document (untrusted
// data), the three count cards, the monthly submissions line ('Month {n}') and the status pie.
import { emptyStats, paperStatuses, publishedCount, statusLabel, type DashboardStats, type PaperStatus } from '@confsys/domain';

/** Texts of the dashboard that the shared Messages do not carry (they belong there). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored counter as a whole, non-negative number (anything else counts as 0). */
function counter(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** YYYY-MM with a real month. */
const monthKeyPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The stats/dashboard document as DashboardStats; a missing document or field counts as zero. */
export function toDashboardStats(data: unknown): DashboardStats {
  const record = isRecord(data) ? data : {};
  const stats = emptyStats();
  stats.reviewers = counter(record.reviewers);
  stats.authors = counter(record.authors);
  const statusCounts = isRecord(record.statusCounts) ? record.statusCounts : {};
  for (const status of paperStatuses) stats.statusCounts[status] = counter(statusCounts[status]);
  const monthly = isRecord(record.monthly) ? record.monthly : {};
  for (const [key, value] of Object.entries(monthly)) {
    if (monthKeyPattern.test(key)) stats.monthly[key] = counter(value);
  }
  return stats;
}

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
