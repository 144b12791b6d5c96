// The fee table's rule on publishing: an accepted paper waits for an author's verified registration.
import { Messages, requiresRegisteredAuthor } from '@confsys/domain';
import { configDocs } from '../documents';
import { conflict } from '../errors';
import { paperRef } from '../papers';

/** Whether a paper may be published under the fee table's rule: an author with a verified registration, unless the chair turned the rule off. */
export async function checkPublishable(paperId: string): Promise<void> {
  const table = (await configDocs.fees.get()).data();
  if (!table || !requiresRegisteredAuthor(table)) return;
  const paper = (await paperRef(paperId).get()).data();
  if (paper && !paper.registeredAuthor) throw conflict(Messages.publishNeedsRegistration(paperId));
}
