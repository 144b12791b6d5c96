// GET /api/admin/proceedings: one page of the chair's Proceedings screen (25 rows, pages numbered from 1)
// in the volume's order, filtered by what the papers miss, with the volume's counts and the affiliations
// written several ways. And every row at once (read page by page), for the custom order's editor.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { proceedingsPageSize, type ProceedingsFilter, type ProceedingsRow } from '@confsys/domain';
import { callApi, type ApiAnswer } from '../../lib/apiClient';
import { readOnEachOpen } from '../../lib/queryClient';

export type ProceedingsPage = ApiAnswer<'adminProceedings'>;

/** Every page and list of the Proceedings screen, to read again after a reminder or a new order. */
export const proceedingsKey = ['admin', 'proceedings'] as const;

/** One page (from 1) of the rows that miss what the filter names and match the search. */
export function getProceedings(page: number, missing: ProceedingsFilter, q = ''): Promise<ProceedingsPage> {
  return callApi('adminProceedings', { query: { page: String(page), missing, ...(q === '' ? {} : { q }) } });
}

/** How often the screen reads again while a newer layout is being built after a change. */
const layoutPollMs = 3000;

export function useProceedings(page: number, missing: ProceedingsFilter, q: string) {
  return useQuery({
    queryKey: [...proceedingsKey, missing, q, page],
    queryFn: () => getProceedings(page, missing, q),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.upToDate === false ? layoutPollMs : false),
  });
}

/** Every paper of the volume in its order, read a page at a time. */
export async function getVolumeRows(): Promise<ProceedingsRow[]> {
  const rows: ProceedingsRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await getProceedings(page, 'all');
    rows.push(...answer.rows);
    if (answer.rows.length < proceedingsPageSize || rows.length >= answer.total) return rows;
  }
}

/** Read each time the order's editor opens: it starts from the volume as it is now. */
export function useVolumeRows(enabled: boolean) {
  return useQuery({ queryKey: [...proceedingsKey, 'volume'], queryFn: getVolumeRows, enabled, ...readOnEachOpen });
}
