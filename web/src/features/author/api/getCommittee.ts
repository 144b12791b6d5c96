// GET /api/authors/committee: the programme committee (names and affiliations, no emails), to declare
// conflicts of interest with on the submission form and the dashboard: the members a search by name or
// affiliation finds (a page at a time on the server), and the members already chosen, by ID.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { reviewerPageQuery } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';
import { chosenMembers, type CommitteeMember } from '../utils/conflicts';

/** Members offered for one search. */
const offeredPerSearch = 20;

export function searchCommittee(search: string) {
  return callApi('committee', { query: reviewerPageQuery(search, offeredPerSearch) });
}

export async function committeeMembers(ids: readonly string[]): Promise<CommitteeMember[]> {
  return (await callApi('committee', { query: { ids: ids.join(',') } })).reviewers;
}

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
 * The committee as a picker needs it for the chosen IDs: their names (read by ID once), and the members a
 * search finds. A chosen ID that is no longer on the committee is dropped through `onGone`, since the
 * server would refuse it.
 */
export function useCommitteeChoice(chosenIds: readonly string[], onGone: (ids: string[]) => void): CommitteeChoice {
  const [known, setKnown] = useState<ReadonlyMap<string, CommitteeMember>>(new Map());
  const [namesRead, setNamesRead] = useState(false);
  const [text, setText] = useState('');
  const [found, setFound] = useState<{ text: string; members: CommitteeMember[]; total: number } | null>(null);
  const [failed, setFailed] = useState(false);

  const meet = useCallback((members: readonly CommitteeMember[]) => {
    setKnown((previous) => {
      const next = new Map(previous);
      for (const member of members) next.set(member.id, member);
      return next;
    });
  }, []);

  // The names of the IDs chosen before (the dashboard's Edit conflicts): read once.
  const [initialIds] = useState(chosenIds);
  useEffect(() => {
    if (initialIds.length === 0) {
      setNamesRead(true);
      return undefined;
    }
    let current = true;
    committeeMembers(initialIds).then(
      (members) => {
        if (!current) return;
        meet(members);
        setNamesRead(true);
        const gone = initialIds.filter((id) => !members.some((member) => member.id === id));
        if (gone.length > 0) onGone(gone);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
    // Read once, for the IDs the picker opened with (onGone is the parent's and may change identity).
  }, [initialIds, meet]);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(
      () =>
        searchCommittee(text).then(
          (answer) => {
            if (!current) return;
            meet(answer.reviewers);
            setFound({ text, members: answer.reviewers, total: answer.total });
          },
          // The first list failing means the committee cannot be read; a later search keeps the last list.
          () => current && found === null && setFailed(true),
        ),
      found === null ? 0 : 300,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // A new search for new text only.
  }, [text, meet]);

  const chosen = useMemo(() => chosenMembers([...known.values()], chosenIds), [known, chosenIds]);
  return {
    status: failed ? 'error' : namesRead && found !== null ? 'ready' : 'loading',
    chosen,
    offered: found?.members ?? [],
    matching: found?.total ?? 0,
    searching: found === null || found.text !== text,
    search: setText,
  };
}
