// The chair's integrity settings (config/integrity): the similarity threshold the checks flag at, and the
// cap on papers per author, which a submission meets (flagged, or refused when the chair chose so).
import { isDeepStrictEqual } from 'node:util';
import { Messages, PaperStatus, authorEmailsOf, defaultIntegritySettings, isStatus, type IntegritySettings } from '@confsys/domain';
import { replaceSettings } from '../audit/audit';
import type { Caller } from '../auth';
import { configDocs, documents } from '../documents';
import { conflict } from '../errors';

export async function readIntegritySettings(): Promise<IntegritySettings> {
  return (await configDocs.integrity.get()).data() ?? defaultIntegritySettings;
}

/** Saves the settings whole, with their audit entry (nothing is written when they are unchanged). */
export async function saveIntegritySettings(caller: Caller, settings: IntegritySettings): Promise<boolean> {
  return replaceSettings(configDocs.integrity, settings, caller, { action: 'settings.integrity', target: 'integrity' }, { same: isDeepStrictEqual });
}

/** An author the cap stops: their address, name and how many papers of the edition already list them. */
export interface AuthorOverCap {
  email: string;
  name: string;
  papers: number;
}

/**
 * The authors of a paper who already have the cap's number of papers in the edition (withdrawn ones
 * aside; `paperId` itself aside when given, for a change to a submitted paper); none while there is no cap.
 */
export async function authorsAtCap(authors: ReadonlyArray<{ name: string; email: string }>, settings: IntegritySettings, paperId?: string): Promise<AuthorOverCap[]> {
  const cap = settings.maxPapersPerAuthor;
  const emails = authorEmailsOf(authors);
  if (cap === 0 || emails.length === 0) return [];
  const listed = await documents.manuscripts.where('authorEmails', 'array-contains-any', emails.slice(0, 30)).get();
  const counts = new Map<string, number>();
  for (const doc of listed.docs) {
    const manuscript = doc.data();
    if (manuscript.paperId === paperId || isStatus(manuscript.status, PaperStatus.Withdrawn)) continue;
    for (const email of manuscript.authorEmails ?? []) counts.set(email, (counts.get(email) ?? 0) + 1);
  }
  return authors
    .map((author) => ({ email: author.email.trim().toLowerCase(), name: author.name, papers: counts.get(author.email.trim().toLowerCase()) ?? 0 }))
    .filter((author) => author.papers >= cap);
}

/** Refuses a paper that would put an author over the cap, when the chair chose to refuse (409, naming the author and the cap). */
export async function checkAuthorCap(authors: ReadonlyArray<{ name: string; email: string }>, paperId?: string): Promise<void> {
  const settings = await readIntegritySettings();
  if (settings.overCap !== 'refuse') return;
  const [first] = await authorsAtCap(authors, settings, paperId);
  if (first) throw conflict(Messages.authorCapReached(first.name, first.email, settings.maxPapersPerAuthor));
}
