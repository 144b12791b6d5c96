// The chair's proceedings. GET /api/admin/proceedings: one row per accepted paper in the volume's order,
// with what it has and misses and the pages it takes, paged and filtered. GET and PUT .../settings: the
// page limits and size, copyright text, ISBN, DOI prefix, publisher and preface; PUT .../order: the
// volume's order, set apart so neither screen overwrites the other's; both audited. POST .../reminders:
// who would be reminded of what (preview), or the reminders queued.
import {
  Messages,
  SitePages,
  defaultProceedingsSettings,
  formatDeadlineIn,
  proceedingsPageSize,
  proceedingsPartLabels,
  type ProceedingsFilter,
  type ProceedingsRow,
  type ProceedingsSettings,
} from '@confsys/domain';
import type { Caller } from '../../lib/auth';
import { db } from '../../lib/admin';
import { recordAudit } from '../../lib/audit';
import { readCalendar } from '../../lib/calendar';
import { configDocs, documents, readAll } from '../../lib/documents';
import { handles } from '../../lib/http';
import { openOutbox } from '../../lib/mail/outbox';
import { everyAuthor } from '../../lib/mail/paperMail';
import { siteLink } from '../../lib/mail/settings';
import { mailTemplates } from '../../lib/mail/templates';
import { copyrightVersion, emptyRecord, proceedingsRef, readProceedingsSettings, readVolume, volumeAffiliations, type VolumeEntry } from '../../lib/proceedings/records';

const matches = (entry: VolumeEntry, filter: ProceedingsFilter) => {
  if (filter === 'all') return true;
  if (filter === 'incomplete') return entry.missing.length > 0;
  if (filter === 'complete') return entry.missing.length === 0;
  return entry.missing.includes(filter);
};

function row(entry: VolumeEntry, position: number): ProceedingsRow {
  const cameraReady = entry.proceedings?.cameraReady;
  return {
    paperId: entry.record.paperId,
    title: entry.record.title,
    authors: entry.record.authors.map((author) => author.name),
    position,
    session: entry.session,
    cameraReady: !cameraReady ? 'missing' : cameraReady.checks.some((check) => !check.ok) ? 'warnings' : 'passed',
    pages: entry.record.pages,
    firstPage: entry.record.firstPage,
    lastPage: entry.record.lastPage,
    copyrightSigned: !entry.missing.includes('copyright'),
    metadataConfirmed: !entry.missing.includes('metadata'),
    registered: !entry.missing.includes('registration'),
    missing: entry.missing,
    remindedAt: entry.proceedings?.remindedAt ?? null,
  };
}

export const adminProceedings = handles('adminProceedings', async ({ query }) => {
  const volume = await readVolume();
  const filter = query.missing ?? 'all';
  const page = Math.max(1, Number(query.page ?? '1'));
  const rows = volume.entries.map((entry, index) => ({ entry, position: index + 1 })).filter(({ entry }) => matches(entry, filter));
  return {
    rows: rows.slice((page - 1) * proceedingsPageSize, page * proceedingsPageSize).map(({ entry, position }) => row(entry, position)),
    page,
    pageSize: proceedingsPageSize,
    total: rows.length,
    papers: volume.entries.length,
    complete: volume.entries.filter((entry) => entry.missing.length === 0).length,
    volumePages: volume.entries.reduce((sum, entry) => sum + (entry.record.pages ?? 0), 0),
    order: volume.settings.order,
    affiliations: volumeAffiliations(volume.entries),
  };
});

export const proceedingsSettings = handles('proceedingsSettings', async () => {
  const settings = await readProceedingsSettings();
  return { ...settings, copyrightVersion: copyrightVersion(settings.copyrightText) };
});

/** Changes part of config/proceedings (the settings, or the order), keeping the rest as stored, with its audit entry. */
async function changeConfig(caller: Caller, action: 'settings.proceedings' | 'proceedings.order', change: Partial<ProceedingsSettings>): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const before = (await transaction.get(configDocs.proceedings)).data() ?? null;
    const after = { ...(before ?? defaultProceedingsSettings), ...change };
    transaction.set(configDocs.proceedings, after);
    recordAudit(transaction, caller, { action, target: 'proceedings', before, after });
  });
}

export const saveProceedingsSettings = handles('saveProceedingsSettings', async ({ body, caller }) => {
  await changeConfig(caller, 'settings.proceedings', body);
  return { message: Messages.proceedingsSettingsSaved };
});

export const saveVolumeOrder = handles('saveVolumeOrder', async ({ body, caller }) => {
  // A custom order is kept as it was sent; another order keeps the last custom one for when it comes back.
  await changeConfig(caller, 'proceedings.order', body.order === 'custom' ? body : { order: body.order });
  return { message: Messages.volumeOrderSaved };
});

/** Papers reminded in one transaction: a mail and a record each, and the audit entry, within Firestore's 500 writes. */
const remindersPerBatch = 240;

export const proceedingsReminders = handles('proceedingsReminders', async ({ body, caller }) => {
  const [volume, calendar] = await Promise.all([readVolume(), readCalendar()]);
  const wanted = body.paperIds ? new Set(body.paperIds) : null;
  const chosen = volume.entries.filter((entry) => entry.missing.length > 0 && (!wanted || wanted.has(entry.record.paperId)));
  const users = await readAll(chosen.map((entry) => documents.users.doc(entry.manuscript.authorId)));
  const reminders = chosen.map((entry, index) => ({
    paperId: entry.record.paperId,
    title: entry.record.title,
    to: [...new Set(everyAuthor(entry.manuscript, users[index]?.email ?? null).map((address) => address.trim().toLowerCase()))],
    missing: entry.missing,
  }));
  if (body.preview) return { preview: true, reminders, message: Messages.proceedingsReminderPreview(reminders.length) };

  const outbox = await openOutbox();
  const deadline = calendar ? formatDeadlineIn(calendar.cameraReadyDeadline, calendar.timeZone) : 'not set yet';
  const now = new Date().toISOString();
  for (let start = 0; start < reminders.length; start += remindersPerBatch) {
    const part = reminders.slice(start, start + remindersPerBatch);
    await db.runTransaction(async (transaction) => {
      const records = await transaction.getAll(...part.map((reminder) => proceedingsRef(reminder.paperId)));
      part.forEach((reminder, index) => {
        outbox.queue(transaction, {
          to: reminder.to,
          paperId: reminder.paperId,
          mail: mailTemplates.proceedingsReminder({
            paperId: reminder.paperId,
            title: reminder.title,
            missing: reminder.missing.map((missing) => proceedingsPartLabels[missing]),
            deadline,
            dashboardUrl: siteLink(SitePages.authorDashboard),
          }),
        });
        const record = records[index]!.data();
        transaction.set(proceedingsRef(reminder.paperId), { ...(record ?? emptyRecord(reminder.paperId, now)), remindedAt: now, updatedAt: now });
      });
      recordAudit(transaction, caller, { action: 'proceedings.remind', target: 'proceedings', before: null, after: { papers: part.map((reminder) => ({ paperId: reminder.paperId, missing: reminder.missing })) } });
    });
  }
  return { preview: false, reminders, message: Messages.proceedingsReminders(reminders.length) };
});
