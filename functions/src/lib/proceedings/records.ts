// The proceedings as the server keeps them: the chair's settings (config/proceedings), each accepted
// paper's record (proceedings/{paperId}), who may act for a paper (its authors), the camera-ready
// deadline with the paper's extension, and the one normalised record per paper that the chair's screen,
// the volume and every export are made from.
import {
  Messages,
  PaperStatus,
  affiliationSuggestions,
  dayKeyIn,
  defaultProceedingsSettings,
  extensionCovers,
  extensionId,
  formatDeadlineIn,
  organiserOf,
  pageRanges,
  paperDoi,
  proceedingsParts,
  requiresRegisteredAuthor,
  splitName,
  statusLabel,
  volumeOrder,
  type CalendarValues,
  type ConferenceIdentity,
  type ManuscriptDoc,
  type PaperDoc,
  type ProceedingsDoc,
  type ProceedingsFacts,
  type ProceedingsPart,
  type ProceedingsRecord,
  type ProceedingsSettings,
} from '@confsys/domain';
import { createHash } from 'node:crypto';
import type { Caller } from '../auth';
import { readCalendar, shownCalendar } from '../calendar/calendar';
import { configDocs, documents, readAll } from '../documents';
import { conflict, forbidden } from '../errors';
import { siteUrl } from '../mail/settings';
import { checkPaperId, isOwner, loadManuscript } from '../papers';
import { readIdentity } from '../conference/identity';
import { inVolume } from '../volumeChanges';
import { currentEdition } from '../editionScope';

export const proceedingsRef = (paperId: string) => documents.proceedings.doc(paperId);

/** A paper's record before anything is kept for it. */
export const emptyRecord = (paperId: string, now: string): ProceedingsDoc => ({ paperId, cameraReady: null, copyright: null, metadata: null, remindedAt: null, updatedAt: now });

export async function readProceedingsSettings(): Promise<ProceedingsSettings & { saved: boolean }> {
  const stored = (await configDocs.proceedings.get()).data();
  return { ...(stored ?? defaultProceedingsSettings), saved: stored !== undefined };
}

/** The version of a copyright text: a signature counts only for the text it was given for. */
export const copyrightVersion = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 12);

/** The stored spellings of the statuses that go into the proceedings (older papers may hold them in lower case). */
export const acceptedSpellings = [PaperStatus.Accepted, PaperStatus.Published, PaperStatus.Accepted.toLowerCase(), PaperStatus.Published.toLowerCase()];
export const isAccepted = (status: string) => inVolume(status);

/** One of the paper's authors: the author who submitted it, or a listed author signed in with that verified address. */
export function isPaperAuthor(caller: Caller, manuscript: Pick<ManuscriptDoc, 'authorId' | 'authors'>): boolean {
  if (isOwner(caller, manuscript)) return true;
  return caller.role === 'author' && caller.emailVerified && manuscript.authors.some((author) => author.email.trim().toLowerCase() === caller.email);
}

/** An accepted paper the caller is an author of: 404 without it, 403 for anyone else, 409 before acceptance or after withdrawal. */
export async function loadAuthorsPaper(caller: Caller, paperId: string): Promise<ManuscriptDoc> {
  const manuscript = await loadManuscript(checkPaperId(paperId));
  checkAuthorsPaper(caller, manuscript);
  return manuscript;
}

/** The same checks on a manuscript read in a transaction. */
export function checkAuthorsPaper(caller: Caller, manuscript: ManuscriptDoc): void {
  if (!isPaperAuthor(caller, manuscript)) throw forbidden(Messages.notAnAuthorOfPaper);
  if (!isAccepted(manuscript.status)) throw conflict(Messages.proceedingsNotAccepted(statusLabel(manuscript.status)));
}

/** Until when a paper's camera-ready material is taken: the calendar's deadline, or the paper's extension if it ends later. */
export async function cameraReadyDeadline(paperId: string): Promise<{ deadline: string | null; timeZone: string; open: (at: number) => boolean }> {
  const [calendar, extension] = await Promise.all([readCalendar(), documents.extensions.doc(extensionId('paper', paperId)).get()]);
  const granted = extension.data() ?? null;
  const deadline = calendar?.cameraReadyDeadline ?? null;
  const until = deadline && granted && Date.parse(granted.until) > Date.parse(deadline) ? granted.until : deadline;
  return {
    deadline: until,
    timeZone: (calendar ?? (await shownCalendar())).timeZone,
    open: (at) => !deadline || at <= Date.parse(deadline) || extensionCovers(granted, at),
  };
}

/** Refuses (403) a camera-ready file, signature or metadata received after the deadline and the paper's extension. */
export async function checkCameraReadyOpen(paperId: string, receivedAt: number): Promise<void> {
  const window = await cameraReadyDeadline(paperId);
  if (window.open(receivedAt) || !window.deadline) return;
  throw forbidden(Messages.cameraReadyClosed(formatDeadlineIn(window.deadline, window.timeZone)));
}

/** The metadata the proceedings print: as the authors confirmed it, or as the paper was submitted until they do. */
export function printedMetadata(manuscript: ManuscriptDoc, proceedings: ProceedingsDoc | null) {
  const confirmed = proceedings?.metadata;
  if (confirmed) return { title: confirmed.title, abstract: confirmed.abstract, keywords: confirmed.keywords, authors: confirmed.authors.map((author) => ({ ...author, orcid: author.orcid ?? '' })) };
  return {
    title: manuscript.title,
    abstract: manuscript.abstract,
    keywords: manuscript.keywords,
    authors: manuscript.authors.map((author) => ({ name: author.name, affiliation: author.organization, country: author.country, email: author.email, orcid: '' })),
  };
}

/** A record's authors as the indexers take them: the name split into given and family names, the bare ORCID iD. */
function recordAuthors(authors: ReturnType<typeof printedMetadata>['authors']): ProceedingsRecord['authors'] {
  return authors.map((author) => ({ ...splitName(author.name), name: author.name, affiliation: author.affiliation, country: author.country, email: author.email, orcid: author.orcid || null }));
}

/** One paper of the volume: its record, what is kept for it, and what it misses. */
export interface VolumeEntry {
  record: ProceedingsRecord;
  manuscript: ManuscriptDoc;
  paper: PaperDoc | undefined;
  proceedings: ProceedingsDoc | null;
  session: string | null;
  missing: ProceedingsPart[];
}

export interface Volume {
  entries: VolumeEntry[];
  calendar: CalendarValues;
  settings: ProceedingsSettings & { saved: boolean };
  copyrightVersion: string;
  facts: ProceedingsFacts;
  /** The conference's identity as the volume and its exports print it. */
  identity: ConferenceIdentity;
}

/** The date (YYYY-MM-DD) of an instant in a time zone. */

export function proceedingsFacts(settings: ProceedingsSettings, calendar: CalendarValues, identity: ConferenceIdentity): ProceedingsFacts {
  return {
    proceedingsTitle: `Proceedings of the ${identity.title}`,
    conferenceTitle: identity.title,
    acronym: currentEdition().name,
    edition: currentEdition().year,
    startDate: dayKeyIn(calendar.conferenceStart, calendar.timeZone),
    endDate: dayKeyIn(calendar.conferenceEnd, calendar.timeZone),
    city: identity.city,
    country: identity.country,
    organiser: organiserOf(identity),
    publisher: settings.publisher,
    isbn: settings.isbn,
    doiPrefix: settings.doiPrefix,
    baseUrl: siteUrl(),
  };
}

/** The accepted and published papers' manuscripts, each with its proceedings record (null before anything is kept). */
export async function readAcceptedPapers(): Promise<Array<{ manuscript: ManuscriptDoc; proceedings: ProceedingsDoc | null }>> {
  const manuscripts = (await documents.manuscripts.where('status', 'in', acceptedSpellings).get()).docs.map((doc) => doc.data()).filter((manuscript) => isAccepted(manuscript.status));
  const kept = await readAll(manuscripts.map((manuscript) => documents.proceedings.doc(manuscript.paperId)));
  return manuscripts.map((manuscript, index) => ({ manuscript, proceedings: kept[index] ?? null }));
}

/** Every accepted paper in the volume's order, with its record and page numbers, and the facts the volume prints. */
export async function readVolume(): Promise<Volume> {
  const [settings, calendar, programme, fees, accepted, identity] = await Promise.all([
    readProceedingsSettings(),
    shownCalendar(),
    configDocs.programme.get(),
    configDocs.fees.get(),
    readAcceptedPapers(),
    readIdentity(),
  ]);
  const byId = new Map(accepted.map(({ manuscript }) => [manuscript.paperId, manuscript]));
  const keptById = new Map(accepted.map(({ manuscript, proceedings }) => [manuscript.paperId, proceedings]));
  const ids = [...byId.keys()];
  const papers = await readAll(ids.map((id) => documents.papers.doc(id)));
  const paperById = new Map(ids.map((id, index) => [id, papers[index]]));
  const version = copyrightVersion(settings.copyrightText);
  // A verified registration is asked for only where publication waits for one (the fee table's setting).
  const registrationNeeded = requiresRegisteredAuthor(fees.data());
  const ordered = volumeOrder(ids, settings, programme.data()?.sessions ?? []);
  const ranges = pageRanges(ordered.map(({ paperId }) => ({ paperId, pages: keptById.get(paperId)?.cameraReady?.pages ?? null })));
  const entries = ordered.map(({ paperId, session }): VolumeEntry => {
    const manuscript = byId.get(paperId)!;
    const proceedings = keptById.get(paperId) ?? null;
    const paper = paperById.get(paperId);
    const metadata = printedMetadata(manuscript, proceedings);
    const range = ranges.get(paperId);
    const done: Record<ProceedingsPart, boolean> = {
      cameraReady: proceedings?.cameraReady != null,
      copyright: proceedings?.copyright?.textVersion === version,
      metadata: proceedings?.metadata != null,
      registration: !registrationNeeded || paper?.registeredAuthor === true,
    };
    return {
      record: {
        paperId,
        title: metadata.title,
        abstract: metadata.abstract,
        keywords: metadata.keywords,
        authors: recordAuthors(metadata.authors),
        firstPage: range?.first ?? null,
        lastPage: range?.last ?? null,
        pages: proceedings?.cameraReady?.pages ?? null,
        doi: paperDoi(settings.doiPrefix, paperId),
      },
      manuscript,
      paper,
      proceedings,
      session,
      missing: proceedingsParts.filter((part) => !done[part]),
    };
  });
  return { entries, calendar, settings, copyrightVersion: version, facts: proceedingsFacts(settings, calendar, identity), identity };
}

/** The institutions written several ways across the volume's author lists. */
export const volumeAffiliations = (entries: readonly VolumeEntry[]) => affiliationSuggestions(entries.flatMap((entry) => entry.record.authors.map((author) => author.affiliation)));

/** Who may read the volume: an admin, a participant whose registration is verified, or an author of an accepted paper. */
export async function isRegisteredParticipant(caller: Caller): Promise<boolean> {
  if (caller.role === 'admin') return true;
  if (caller.role !== 'author') return false;
  const participant = (await documents.participants.doc(caller.uid).get()).data();
  if (participant?.confirmedAt) return true;
  const own = await documents.manuscripts.where('authorId', '==', caller.uid).where('status', 'in', acceptedSpellings).limit(1).get();
  return !own.empty;
}
