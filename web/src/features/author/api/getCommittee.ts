// GET /api/authors/committee: the programme committee (names and affiliations, no emails), to declare
// conflicts of interest with on the submission form and the dashboard.
import type { CommitteeMember } from '../utils/conflicts';
import { callApi } from '../../../lib/apiClient';
import { useApiData } from '../../../lib/useApiData';

export async function getCommittee(): Promise<CommitteeMember[]> {
  return (await callApi('committee')).reviewers;
}

export function useCommittee() {
  return useApiData(getCommittee);
}
