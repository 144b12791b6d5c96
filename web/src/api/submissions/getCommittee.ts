// GET /api/authors/committee: the programme committee (names and affiliations, no emails), to declare
// conflicts of interest with on the submission form and the dashboard: the members a search by name or
// affiliation finds (a page at a time on the server), and the members already chosen, by ID.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reviewerPageQuery, type CommitteeAnswer } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';

/** A member as the committee list shows them. */
export type CommitteeMember = CommitteeAnswer['reviewers'][number];

/** Members offered for one search. */
const offeredPerSearch = 20;

export function searchCommittee(search: string): Promise<CommitteeAnswer> {
  return callApi('committee', { query: reviewerPageQuery(search, offeredPerSearch) });
}

export async function committeeMembers(ids: readonly string[]): Promise<CommitteeMember[]> {
  return (await callApi('committee', { query: { ids: ids.join(',') } })).reviewers;
}

export function committeeSearchOptions(search: string) {
  return queryOptions({ queryKey: ['author', 'committee', 'search', search] as const, queryFn: () => searchCommittee(search) });
}

export function committeeMembersOptions(ids: readonly string[]) {
  return queryOptions({ queryKey: ['author', 'committee', 'members', ids] as const, queryFn: () => committeeMembers(ids) });
}

/** The members a search finds; the last search's stay while the next one loads. */
export function useCommitteeSearch(search: string) {
  return useQuery({ ...committeeSearchOptions(search), placeholderData: keepPreviousData });
}

/** The members of these IDs (none asked for without IDs). */
export function useCommitteeMembers(ids: readonly string[]) {
  return useQuery({ ...committeeMembersOptions(ids), enabled: ids.length > 0 });
}
