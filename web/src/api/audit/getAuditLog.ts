// GET /api/admin/audit: one page of the audit log, newest first, by action and target (a paper's entries
// are those whose target is `paper:<ID>`); `next` is the page after it.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type ApiAnswer } from '../../lib/apiClient';

export type AuditPage = ApiAnswer<'auditEntries'>;
export interface AuditFilter {
  action: string;
  target: string;
  page: string | null;
}

export const auditKey = ['admin', 'audit'] as const;

export function useAuditLog(filter: AuditFilter) {
  return useQuery({
    queryKey: [...auditKey, filter],
    queryFn: () =>
      callApi('auditEntries', {
        query: { pageSize: '25', ...(filter.action ? { action: filter.action as never } : {}), ...(filter.target ? { target: filter.target } : {}), ...(filter.page ? { page: filter.page } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}
