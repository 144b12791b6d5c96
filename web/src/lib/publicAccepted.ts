// The accepted papers, fetched once per page load from GET /api/public/accepted (lib/publicResource.ts,
// as the programme is) for the publication page, so the list shows from the notification date on without
// a rebuild. No Firebase and no zod; the server render (the prerendered HTML) has `loading`.
import { ApiPaths, type PublicAccepted } from '@confsys/domain';
import { publicResource, type ResourceState } from './publicResource';

/** Where the fetch stands: the answer once read (its papers empty before the notification date). */
export type AcceptedState = ResourceState<PublicAccepted>;

/** The accepted papers as they load (the server renders `loading`). */
export const usePublicAccepted: () => AcceptedState = publicResource<PublicAccepted>(ApiPaths.publicAccepted);
