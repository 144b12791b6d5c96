// The audit log as the chair reads it: each entry's change in a line ("status: Under Review → Accepted",
// "reviewers: 1 → 3"), from the values before and after that the server recorded.
import { AuditActions, type AuditAction } from '@confsys/domain';

/** The Action filter's choices: every action, then each action by its name. */
export const auditActionChoices: ReadonlyArray<{ value: AuditAction | ''; label: string }> = [
  { value: '', label: 'Every action' },
  ...(Object.entries(AuditActions) as Array<[AuditAction, string]>).map(([value, label]) => ({ value, label })),
];

function shown(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : `${value.length}: ${value.slice(0, 5).map(shown).join(', ')}${value.length > 5 ? ', ...' : ''}`;
  if (typeof value === 'object') return JSON.stringify(value).slice(0, 120);
  return String(value);
}

/** What changed, field by field: the fields whose values differ before and after (or every field recorded when one side is empty). */
export function auditChange(before: unknown, after: unknown): string {
  const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
  const [from, to] = [record(before), record(after)];
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  const lines = fields
    .filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
    .map((field) => (field in from && field in to ? `${field}: ${shown(from[field])} → ${shown(to[field])}` : `${field}: ${shown(field in to ? to[field] : from[field])}`));
  if (lines.length === 0 && fields.length === 0) return before === null && after === null ? '' : `${shown(before)} → ${shown(after)}`;
  return lines.join('; ');
}
