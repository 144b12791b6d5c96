// The accepted papers, fetched a page at a time from GET /api/public/accepted (lib/publicResource.ts,
// as the programme is) for the publication page, so the list shows from the notification date on without
// a rebuild. Each page is read once per page load and kept. No Firebase and no zod; the server render
// (the prerendered HTML) has `loading`.
import { PublicApiPaths, type PublicAccepted } from '@confsys/domain';
import { publicResource, type ResourceState } from './publicResource';

/** Where the fetch stands: the answer once read (its papers empty before the notification date). */
export type AcceptedState = ResourceState<PublicAccepted>;

const pages = new Map<number, () => AcceptedState>();

/** One page of the accepted papers as it loads (the server renders `loading`). */
export function usePublicAccepted(page: number): AcceptedState {
  let resource = pages.get(page);
  if (!resource) {
    resource = publicResource<PublicAccepted>(page === 1 ? PublicApiPaths.publicAccepted : `${PublicApiPaths.publicAccepted}?page=${page}`);
    pages.set(page, resource);
  }
  return resource();
}
