// The committee as a conflicts picker needs it (ConflictsPicker): the names of the members chosen before,
// and the members a search finds, sent once typing pauses.
import { useEffect, useMemo, useState } from 'react';
import type { CommitteeAnswer } from '@confsys/domain';
import { useCommitteeMembers, useCommitteeSearch } from '../../../api/submissions/getCommittee';
import { useTypingPause } from '../../../lib/useTypingPause';
import { chosenMembers, type CommitteeMember } from '../utils/conflicts';

export interface CommitteeChoice {
  /** 'error' when the committee cannot be read: conflicts cannot be declared then. */
  status: 'loading' | 'ready' | 'error';
  /** The chosen members, in the order chosen. */
  chosen: CommitteeMember[];
  /** The members the last search found, and how many match it in all. */
  offered: CommitteeMember[];
  matching: number;
  searching: boolean;
  search: (text: string) => void;
}

/**
 * The committee for the chosen IDs: their names (read by ID once), and the members a search finds. A
 * chosen ID that is no longer on the committee is dropped through `onGone`, since the server would refuse it.
 */
export function useCommitteeChoice(chosenIds: readonly string[], onGone: (ids: string[]) => void): CommitteeChoice {
  // The names of the IDs chosen before (the dashboard's Edit conflicts).
  const [initialIds] = useState(chosenIds);
  const names = useCommitteeMembers(initialIds);

  const [text, setText] = useState('');
  const asked = useTypingPause(text);
  const search = useCommitteeSearch(asked);

  // Every search's answer, as it comes: the last one is offered (kept when a later search fails), and
  // every member met can be shown as chosen.
  const [found, setFound] = useState<CommitteeAnswer | undefined>(undefined);
  const [met, setMet] = useState<readonly CommitteeMember[]>([]);
  if (search.data && search.data !== found) {
    const { reviewers } = search.data;
    setFound(search.data);
    setMet((previous) => [...previous, ...reviewers]);
  }

  useEffect(() => {
    if (!names.data) return;
    const gone = initialIds.filter((id) => !names.data.some((member) => member.id === id));
    if (gone.length > 0) onGone(gone);
    // For the IDs the picker opened with (onGone is the parent's and may change identity).
  }, [names.data, initialIds]);

  const chosen = useMemo(() => chosenMembers([...met, ...(names.data ?? [])], chosenIds), [met, names.data, chosenIds]);
  const namesRead = initialIds.length === 0 || names.data !== undefined;
  // The first list failing means the committee cannot be read; a later search keeps the last list.
  const failed = (names.isError && !names.isFetching) || (found === undefined && search.isError && !search.isFetching);
  return {
    status: failed ? 'error' : namesRead && found !== undefined ? 'ready' : 'loading',
    chosen,
    offered: found?.reviewers ?? [],
    matching: found?.total ?? 0,
    searching: found === undefined || text !== asked || search.isFetching,
    search: setText,
  };
}
