// The conference's identity as the server prints it: the chair's (config/conference), or the edition's as
// built until the chair saves one. Read afresh by each request that prints it (one document), so an email,
// a receipt or an export made after a save names the new details.
import { defaultIdentity, type ConferenceIdentity } from '@confsys/domain';
import { configDocs } from '../documents';

export async function readIdentity(): Promise<ConferenceIdentity> {
  return (await configDocs.conference.get()).data() ?? defaultIdentity;
}
