// The published fees, fetched once per page load from GET /api/public/fees (lib/publicResource.ts, as the
// calendar is) and shared by every component that shows them (the registration process page's tables,
// the conference registration form's categories and estimate), so a change the chair saves shows
// without a rebuild. The prerendered HTML has no fees (the server renders `loading`); they appear once
// the answer arrives.
import { PublicApiPaths, type PublicFees } from '@confsys/domain';
import { publicResource, type ResourceState } from './publicResource';

/** Where the fetch stands: the answer once read (its fees null until the chair publishes them). */
export type FeesState = ResourceState<PublicFees>;

/** The published fees as they load (the server renders `loading`). */
export const usePublicFees: () => FeesState = publicResource<PublicFees>(PublicApiPaths.publicFees);
