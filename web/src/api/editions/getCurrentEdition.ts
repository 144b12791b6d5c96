// The current edition, as GET /api/public/conference names it: where the signed-in screens read the
// edition's own documents (the author's manuscripts, the dashboard's counters, extensions) from. Kept
// for a minute, as the public answer is; opening another edition is rare and announced.
import { useQuery } from '@tanstack/react-query';
import type { Edition } from '@confsys/domain';
import { getConferenceIdentity } from '../conference/getConference';

export const currentEditionKey = ['public', 'edition'] as const;

/** The current edition, or undefined while it loads; a failed read is thrown to the screen's error boundary. */
export function useCurrentEdition(): Edition | undefined {
  const answer = useQuery({ queryKey: currentEditionKey, queryFn: async () => (await getConferenceIdentity()).edition, staleTime: 60_000 });
  if (answer.isError) throw answer.error;
  return answer.data;
}
