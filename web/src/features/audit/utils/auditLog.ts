// The audit log as the chair reads it: each entry's change in a line ("status: Under Review → Accepted",
// "reviewers: 1 → 3"), from the values before and after that the server recorded.
import { AuditActions, type AuditAction } from '@confsys/domain';

/** The Action filter's choices: every action, then each action by its name. */
export const auditActionChoices: ReadonlyArray<{ value: AuditAction | ''; label: string }> = [
  { value: '', label: 'Every action' },
  ...(Object.entries(AuditActions) as Array<[AuditAction, string]>).map(([value, label]) => ({ value, label })),
];

/** A value as a line shows it: lists by their count and first items, objects as JSON, cut short unless `whole`. */
function shown(value: unknown, whole = false): string {
  if (value === null || value === undefined) return 'none';
  if (Array.isArray(value)) {
    const items = whole ? value : value.slice(0, 5);
    return value.length === 0 ? 'none' : `${value.length}: ${items.map((item) => shown(item, whole)).join(', ')}${items.length < value.length ? ', ...' : ''}`;
  }
  if (typeof value === 'object') return whole ? JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ') : JSON.stringify(value).slice(0, 120);
  return String(value);
}

/** What changed, a line per field: the fields whose values differ before and after (or every field recorded when one side is empty). */
export function auditChangeLines(before: unknown, after: unknown, whole = false): string[] {
  const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
  const [from, to] = [record(before), record(after)];
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  const lines = fields
    .filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
    .map((field) => (field in from && field in to ? `${field}: ${shown(from[field], whole)} → ${shown(to[field], whole)}` : `${field}: ${shown(field in to ? to[field] : from[field], whole)}`));
  if (lines.length === 0 && fields.length === 0) return before === null && after === null ? [] : [`${shown(before, whole)} → ${shown(after, whole)}`];
  return lines;
}

/** How much of a change a row shows: its first fields, each cut at a word. */
export const auditSummaryLimits = { lines: 2, characters: 90 } as const;

/**
 * The change as a row shows it: the first fields, each cut at a word boundary, and whether anything was
 * left out (then the row offers the whole change). A long entry (a calendar's every date) stays a few lines.
 */
export function auditChangeSummary(lines: readonly string[]): { lines: string[]; cut: boolean } {
  const cutLine = (line: string) => {
    if (line.length <= auditSummaryLimits.characters) return line;
    const head = line.slice(0, auditSummaryLimits.characters);
    const space = head.lastIndexOf(' ');
    return `${(space > auditSummaryLimits.characters / 2 ? head.slice(0, space) : head).trimEnd()}…`;
  };
  const shownLines = lines.slice(0, auditSummaryLimits.lines).map(cutLine);
  return { lines: shownLines, cut: lines.length > auditSummaryLimits.lines || shownLines.some((line, at) => line !== lines[at]) };
}
