// Rolling over to the next edition: the chair makes a draft edition from the current one, copying only
// the settings they tick (the calendar moved by whole months), then opens it: it becomes the edition
// every request acts on, and the one before is archived, read-only. Papers, reviews, bids,
// assignments, registrations and payments are never copied; accounts are shared by all editions.
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import {
  Messages,
  builtEdition,
  calendarOrderProblem,
  editionIdOf,
  editionPartNames,
  editionParts,
  paperIdPrefixOf,
  shiftCalendar,
  shiftMonthsLimits,
  textsNamingYear,
  type CreateEditionAnswer,
  type CreateEditionRequest,
  type Edition,
  type EditionPart,
  type OpenEditionAnswer,
} from '@confsys/domain';
import { db } from '../admin';
import { recordAudit } from '../audit/audit';
import type { Caller } from '../auth';
import { recountAndStore } from '../dashboard/stats';
import { configDocs, documents } from '../documents';
import { badRequest, conflict, notFound } from '../errors';
import { readCurrentEdition } from './editions';
import { inEdition, rootOf } from '../editionScope';

/** The draft edition a request describes, and what it would take from the current edition. */
async function plan(request: CreateEditionRequest, now: Date) {
  const id = editionIdOf(request.acronym, request.year);
  const edition: Edition = {
    id,
    acronym: request.acronym,
    year: request.year,
    name: request.name ?? `${request.acronym} ${request.year}`,
    state: 'draft',
    layout: 'nested',
    createdAt: now.toISOString(),
  };
  const current = await readCurrentEdition();
  const months = request.shiftMonths ?? shiftMonthsLimits.default;
  const ticked = new Set(request.copy);
  // The calendar typed as one (its dates are moved); the other parts are copied as they are stored.
  const reading = configDocs.calendar.get().then((doc) => doc.data());
  const sources = await Promise.all(
    editionPartNames.map(async (part): Promise<readonly [EditionPart, DocumentData | undefined]> => [part, part === 'calendar' ? await reading : (await configDocs[editionParts[part].doc].get()).data()]),
  );
  const calendar = await reading;
  const copies = new Map<EditionPart, DocumentData>();
  const copied = sources.map(([part, source]) => {
    const label = editionParts[part].label;
    if (!ticked.has(part)) return { part, label, copied: false, note: 'Not ticked: the new edition starts from the defaults.' };
    if (!source) return { part, label, copied: false, note: `${current.name} has not set it: the new edition starts from the defaults.` };
    if (part === 'calendar' && calendar) {
      const shifted = shiftCalendar(calendar, months);
      // A month's end can bring two dates together (30 and 31 January, a month on, are both 28 February).
      const problem = calendarOrderProblem(shifted);
      if (problem) throw badRequest(Messages.editionCalendarOutOfOrder(months, problem.message), { shiftMonths: Messages.editionCalendarOutOfOrder(months, problem.message) });
      copies.set(part, shifted);
    } else copies.set(part, source);
    // Texts copied as they are may name the old year: the preview quotes them for the chair to change.
    const stale = part === 'calendar' ? [] : textsNamingYear(source, current.year);
    return {
      part,
      label,
      copied: true,
      note: part === 'calendar' ? `From ${current.name}, every date ${months} month${months === 1 ? '' : 's'} later.` : `From ${current.name}.`,
      ...(stale.length > 0 ? { stale } : {}),
    };
  });
  edition.copiedFrom = { edition: current.id, parts: [...copies.keys()] };
  return { edition, current, copies, copied };
}

/**
 * POST /api/admin/editions: makes a draft edition (or, with preview, says what it would make). Refused
 * with 409 when an edition with its acronym and year exists; the registry entry, the copied settings and
 * the audit entry are written in one transaction, so a failure leaves nothing.
 */
export async function createEdition(caller: Caller, request: CreateEditionRequest, now = new Date()): Promise<CreateEditionAnswer> {
  const { edition, current, copies, copied } = await plan(request, now);
  const answer = { edition, paperIdExample: `${paperIdPrefixOf(edition)}-0001`, copied, preview: request.preview === true };
  if (edition.id === builtEdition.id || (await documents.editions.doc(edition.id).get()).exists) throw conflict(Messages.editionExists(edition.name));
  if (request.preview) return { ...answer, message: Messages.editionPreview(edition.name) };
  const config = rootOf(edition).collection('config');
  await db.runTransaction(async (transaction) => {
    const [taken, builtEntry] = await Promise.all([transaction.get(documents.editions.doc(edition.id)), transaction.get(documents.editions.doc(builtEdition.id))]);
    if (taken.exists) throw conflict(Messages.editionExists(edition.name));
    // The registry lists the built edition too once there is a second one.
    if (!builtEntry.exists) transaction.create(documents.editions.doc(builtEdition.id), builtEdition);
    transaction.create(documents.editions.doc(edition.id), edition);
    for (const [part, data] of copies) transaction.set(config.doc(editionParts[part].doc), data);
    recordAudit(transaction, caller, { action: 'edition.create', target: `edition:${edition.id}`, before: null, after: { name: edition.name, from: current.id, copied: [...copies.keys()] } }, now);
  });
  return { ...answer, message: Messages.editionCreated(edition.name) };
}

/**
 * POST /api/admin/editions/{id}/open: the draft becomes the current edition and the current one is
 * archived, in one transaction; then the new edition's counters are counted afresh (its papers and
 * reviewers, and the accounts every edition shares).
 */
export async function openEdition(caller: Caller, id: string, now = new Date()): Promise<OpenEditionAnswer> {
  const at = now.toISOString();
  const { opened, archived } = await db.runTransaction(async (transaction) => {
    const [draft, currentQuery] = await Promise.all([transaction.get(documents.editions.doc(id)), transaction.get(documents.editions.where('state', '==', 'current'))]);
    const edition = draft.data();
    if (!edition) throw notFound(Messages.editionNotFound);
    if (edition.state !== 'draft') throw conflict(Messages.editionNotDraft(edition.name, edition.state));
    const current = currentQuery.docs[0]?.data() ?? builtEdition;
    const archivedEdition: Edition = { ...current, state: 'archived', archivedAt: at };
    const openedEdition: Edition = { ...edition, state: 'current', openedAt: at };
    transaction.set(documents.editions.doc(current.id), archivedEdition);
    transaction.update(documents.editions.doc(id), { state: 'current', openedAt: at, archivedAt: FieldValue.delete() });
    recordAudit(transaction, caller, { action: 'edition.open', target: `edition:${id}`, before: { current: current.id }, after: { current: id, archived: current.id } }, now);
    return { opened: openedEdition, archived: archivedEdition };
  });
  await inEdition(opened, () => recountAndStore());
  return { edition: opened, archived: archived.id, message: Messages.editionOpened(opened.name, archived.name) };
}
