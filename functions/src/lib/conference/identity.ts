// The conference's identity as the server prints it: the chair's (config/conference), or the edition's as
// built until the chair saves one. Read afresh by each request that prints it (one document), so an email,
// a receipt or an export made after a save names the new details.
import { callTopics, defaultIdentity, topicsOutsideCall, type ConferenceIdentity } from '@confsys/domain';
import { configDocs } from '../documents';
import { badRequest } from '../errors';

export async function readIdentity(): Promise<ConferenceIdentity> {
  return (await configDocs.conference.get()).data() ?? defaultIdentity;
}

/** Refuses with 400 (`message`, on the topics field) topics the call for papers does not list now. */
export async function checkCallTopics(chosen: readonly string[], message: string): Promise<void> {
  if (chosen.length === 0) return;
  if (topicsOutsideCall(chosen, callTopics(await readIdentity())).length > 0) throw badRequest(message, { topics: message });
}
