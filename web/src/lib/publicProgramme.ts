// The conference programme, fetched once per page load from GET /api/public/programme and shared by
// every component that shows it (the public programme page, the author's presentation times, an
// archived edition's page with ?edition=), so a change the chair saves shows without a rebuild. No
// Firebase and no zod; the server render (the prerendered HTML) has `loading`.
import { PublicApiPaths, type PublicProgramme } from '@confsys/domain';
import { publicAddress, publicResource, resourceAt, type ResourceState } from './publicResource';

export type ProgrammeState = ResourceState<PublicProgramme>;
export type ProgrammeSession = PublicProgramme['sessions'][number];

/** The current edition's programme as it loads: its sessions in time order, none until the chair sets them. */
export const usePublicProgramme: () => ProgrammeState = publicResource<PublicProgramme>(PublicApiPaths.publicProgramme);

/** An archived edition's programme as it loads. */
export function useEditionProgramme(edition: string): ProgrammeState {
  return resourceAt<PublicProgramme>(publicAddress(PublicApiPaths.publicProgramme, { edition }))();
}
