// The accepted papers, fetched a page at a time from GET /api/public/accepted (lib/publicResource.ts,
// as the programme is) for the publication page and an archived edition's page, so the list shows from
// the notification date on without a rebuild. Each page is read once per page load and kept. No
// Firebase and no zod; the server render (the prerendered HTML) has `loading`.
import { PublicApiPaths, type PublicAccepted } from '@confsys/domain';
import { publicAddress, resourceAt, type ResourceState } from './publicResource';

/** Where the fetch stands: the answer once read (its papers empty before the notification date). */
export type AcceptedState = ResourceState<PublicAccepted>;

/** One page of the accepted papers (of the current edition, or of the archived one named; those a search matches) as it loads (the server renders `loading`). */
export function usePublicAccepted(page: number, edition?: string, search = ''): AcceptedState {
  return resourceAt<PublicAccepted>(publicAddress(PublicApiPaths.publicAccepted, { edition, page: page === 1 ? undefined : String(page), q: search === '' ? undefined : search }))();
}
