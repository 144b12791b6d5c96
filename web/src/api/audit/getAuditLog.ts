// GET /api/admin/audit: one page of the audit log, newest first, by action and target (a paper's entries
// are those whose target is `paper:<ID>`); `next` is the page after it.
import type { ApiAnswer } from '../../lib/apiClient';
import { usePagedList } from '../pagedList';

export type AuditPage = ApiAnswer<'auditEntries'>;
export interface AuditFilter {
  action: string;
  target: string;
  page: string | null;
}

export const auditKey = ['admin', 'audit'] as const;

export function useAuditLog(filter: AuditFilter) {
  return usePagedList('auditEntries', auditKey, filter);
}
