// The chair's Proceedings screen: a row per accepted paper with what it misses, the filters, the
// settings saved with their audit entry, and how many reminders go in one transaction.
import { defaultProceedingsSettings, type ProceedingsFilter, type ProceedingsPart, type ProceedingsRow, type ProceedingsSettings } from '@confsys/domain';
import type { Caller } from '../auth';
import { db } from '../admin';
import { recordAudit } from '../audit/audit';
import { configDocs } from '../documents';
import { type VolumeEntry } from './records';
import { volumeChanged } from '../volumeChanges';

/** Whether a paper missing these parts is shown under the filter. */
export const matches = (missing: readonly ProceedingsPart[], filter: ProceedingsFilter) => {
  if (filter === 'all') return true;
  if (filter === 'incomplete') return missing.length > 0;
  if (filter === 'complete') return missing.length === 0;
  return missing.includes(filter);
};

export function row(entry: VolumeEntry, position: number): ProceedingsRow {
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

/** Changes part of config/proceedings (the settings, or the order), keeping the rest as stored, with its audit entry. */
export async function changeConfig(caller: Caller, action: 'settings.proceedings' | 'proceedings.order', change: Partial<ProceedingsSettings>): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const before = (await transaction.get(configDocs.proceedings)).data() ?? null;
    const after = { ...(before ?? defaultProceedingsSettings), ...change };
    transaction.set(configDocs.proceedings, after);
    volumeChanged(transaction, 'proceedings');
    recordAudit(transaction, caller, { action, target: 'proceedings', before, after });
  });
}

/** Papers reminded in one transaction: a mail and a record each, and the audit entry, within Firestore's 500 writes. */
export const remindersPerBatch = 240;
