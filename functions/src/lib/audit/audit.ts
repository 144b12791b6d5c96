// The audit log's writer: one entry per admin action, added to the transaction or batch that makes the
// change, so the change and its record are written together or not at all.
import { randomBytes } from 'node:crypto';
import type { DocumentReference, Transaction, WriteBatch } from 'firebase-admin/firestore';
import { AuditEntrySchema, Collections, type AuditAction, type AuditEntry } from '@confsys/domain';
import type { Caller } from '../auth';
import { db } from '../admin';
import { converter } from '../documents';
import { currentEdition } from '../editionScope';

export const auditLog = () => db.collection(Collections.audit).withConverter(converter(AuditEntrySchema));

/** A new entry's ID: the time in milliseconds, then a random tail (IDs sort by time; auditIdFormat). */
export function auditId(at: Date): string {
  const tail = Array.from(randomBytes(8), (byte) => 'abcdefghijklmnopqrstuvwxyz0123456789'[byte % 36]).join('');
  return `${String(at.getTime()).padStart(13, '0')}-${tail}`;
}

export interface AuditRecord {
  action: AuditAction;
  target: string;
  before: unknown;
  after: unknown;
  reason?: string | null;
}

/** Who an entry names: a signed-in caller, or a scheduled job (role "system"). */
export type AuditActor = Pick<Caller, 'uid' | 'email'> & { role: string };

/** Adds the entry for an admin's action to the write that makes it; returns the entry. */
export function recordAudit(write: Transaction | WriteBatch, caller: AuditActor, record: AuditRecord, at = new Date()): AuditEntry {
  const entry: AuditEntry = {
    at: at.toISOString(),
    actor: { uid: caller.uid, email: caller.email, role: caller.role },
    action: record.action,
    target: record.target,
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason ?? null,
    edition: currentEdition().id,
  };
  // Transaction and WriteBatch both take create(ref, data); their declared types differ only in the return.
  (write as WriteBatch).create(auditLog().doc(auditId(at)), entry);
  return entry;
}

/**
 * Replaces a settings document (config/{name}) with `after` and records the change, before and after, in
 * the same transaction. With `same`, a value equal to the stored one writes and records nothing (answers
 * false). `alongside` adds what else the change writes in that transaction.
 */
export async function replaceSettings<T>(
  ref: DocumentReference<T>,
  after: T,
  caller: Caller,
  entry: Pick<AuditRecord, 'action' | 'target'>,
  options: { same?: (before: T, after: T) => boolean; alongside?: (transaction: Transaction) => void } = {},
): Promise<boolean> {
  return db.runTransaction(async (transaction) => {
    const before = (await transaction.get(ref)).data() ?? null;
    if (before !== null && options.same?.(before, after)) return false;
    transaction.set(ref, after);
    options.alongside?.(transaction);
    recordAudit(transaction, caller, { ...entry, before, after });
    return true;
  });
}
