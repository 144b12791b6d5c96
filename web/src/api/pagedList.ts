// The admin lists read a page at a time through a filter (the audit log, the certificates, the
// invitations): the call sends the page size and only the filter's fields that are set, and the page on
// screen stays while the next one loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointName } from '@confsys/domain';
import { callEndpoint, type ApiCall } from '../lib/apiClient';

/** Rows a page of an admin list holds. */
export const listPageSize = '25';

/** A list's filter: each field a query parameter of the same name, '' or null while it is not set. */
export type ListFilter<F> = { [K in keyof F]: string | null };

/** The query of a page: the page size, and the filter's fields that are set. */
export function pageQuery<F extends ListFilter<F>>(filter: F): Record<string, string> {
  const set = Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
  return { pageSize: listPageSize, ...Object.fromEntries(set) };
}

export function usePagedList<N extends EndpointName, F extends ListFilter<F>>(name: N, key: readonly string[], filter: F) {
  return useQuery({
    queryKey: [...key, filter],
    // The endpoint's query schema checks the parameters on the server; the filter's types name its values.
    queryFn: () => callEndpoint(name, { query: pageQuery(filter) } as ApiCall<N>),
    placeholderData: keepPreviousData,
  });
}
