// The conference's identity as the SPA shows it (its name, university, venue, committee, contact, ...),
// fetched once per page load from GET /api/public/conference (lib/publicResource.ts, as the calendar is)
// and shared by every component that shows it, so what the chair saves on Settings shows without a
// rebuild. No Firebase and no zod. The pages show the identity the edition was built with first (the
// prerendered HTML has it, so the first paint needs no request) and the stored one once it arrives.
import { PublicApiPaths, builtEdition, callPageRule, conference, defaultIdentity, defaultPageRule, type ConferenceIdentity, type PageRule } from '@confsys/domain';
import { publicResource } from './publicResource';

const useStoredIdentity = publicResource<{ conference: ConferenceIdentity; saved: boolean; edition: { name: string }; pageRule: PageRule }>(PublicApiPaths.publicConference);

/** The identity to show: the edition's until the stored one arrives (and when it cannot be read). */
export function usePublicConference(): ConferenceIdentity {
  const state = useStoredIdentity();
  return state.status === 'ready' ? state.answer.conference : defaultIdentity;
}

/** The current edition's name ("ICCS 2027" once the chair rolled over): the built edition's until the answer arrives. */
export function useCurrentEditionName(): string {
  const state = useStoredIdentity();
  return state.status === 'ready' ? state.answer.edition.name : builtEdition.name;
}

/** The call's page rule as the chair set it (the proceedings' limits): the defaults until the answer arrives. */
export function usePageRule(): PageRule {
  const state = useStoredIdentity();
  return state.status === 'ready' ? state.answer.pageRule : defaultPageRule;
}

/** The call's guidelines: its page rule as the chair set it, then the fixed ones. */
export function useCallGuidelines(): string[] {
  return [callPageRule(usePageRule()), ...conference.guidelines];
}
