// Previews kept until they are applied: what the chair was shown before an action changes anything (an
// automatic assignment's proposed pairs, a bulk action's rows, the certificates, invitations, reminders,
// mailings and emergency requests about to go out), under one name, previewId, in every request that
// applies one (the automatic assignment's answer and paths call it proposalId, as its clients do). Each
// is stored as shown (the proposals collection, proposals/{id}, its items in parts of at most
// previewPartSize); only its maker may apply it, once, before it expires; a TTL policy removes it later.
import { randomBytes } from 'node:crypto';
import { Messages, ProposalParts, previewIdFormat, previewLifetimeMinutes, previewPartSize, type ProposalDoc } from '@confsys/domain';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { z } from 'zod/mini';
import { db } from './admin';
import type { Caller } from './auth';
import { documents } from './documents';
import { conflict, forbidden, notFound } from './errors';

const partsOf = (id: string) => documents.proposals.doc(id).collection(ProposalParts.collectionGroup);

/** Stores the items shown, answering the preview's ID and when it expires. */
export async function savePreview(kind: ProposalDoc['kind'], caller: Caller, items: readonly unknown[], extra: Pick<ProposalDoc, 'action' | 'summary' | 'note'> = {}): Promise<{ id: string; expiresAt: string }> {
  const id = randomBytes(12).toString('hex');
  const now = Date.now();
  const expires = now + previewLifetimeMinutes * 60_000;
  const expireAt = Timestamp.fromMillis(expires + 24 * 3600_000);
  const parts = Math.max(1, Math.ceil(items.length / previewPartSize));
  const header: ProposalDoc = {
    kind,
    by: caller.uid,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(expires).toISOString(),
    expireAt,
    ...(extra.action ? { action: extra.action } : {}),
    ...(extra.summary ? { summary: extra.summary } : {}),
    ...(extra.note ? { note: extra.note } : {}),
    parts,
    items: items.length,
    appliedAt: null,
  };
  // The parts first, the header last: a proposal whose header exists is complete.
  for (let part = 0; part < parts; part += 1) {
    await partsOf(id).doc(String(part)).set({ items: items.slice(part * previewPartSize, (part + 1) * previewPartSize), [ProposalParts.ttlField]: expireAt });
  }
  await documents.proposals.doc(id).set(header);
  return { id, expiresAt: header.expiresAt };
}

/**
 * The proposal's items, read to apply it: 404 when there is none (or it was removed), 403 when another
 * admin made it, 409 when it expired or was applied. `schema` checks each item as it was stored.
 */
export async function readPreview<T>(id: string, kind: ProposalDoc['kind'], caller: Caller, schema: z.ZodMiniType<T>): Promise<{ proposal: ProposalDoc; items: T[] }> {
  const proposal = await proposalHeader(id, kind, caller);
  if (proposal.appliedAt) throw conflict(Messages.proposalApplied(proposal.appliedAt));
  return { proposal, items: await itemsOf(id, 0, proposal.items, schema) };
}

/** The caller's unexpired proposal's header: 404 when there is none (or it was removed), 403 when another admin made it, 409 when it expired. */
async function proposalHeader(id: string, kind: ProposalDoc['kind'], caller: Caller): Promise<ProposalDoc> {
  if (!previewIdFormat.test(id)) throw notFound(Messages.proposalNotFound);
  const proposal = (await documents.proposals.doc(id).get()).data();
  if (!proposal || proposal.kind !== kind) throw notFound(Messages.proposalNotFound);
  if (proposal.by !== caller.uid) throw forbidden(Messages.proposalOfAnotherAdmin);
  if (Date.parse(proposal.expiresAt) < Date.now()) throw conflict(Messages.proposalExpired);
  return proposal;
}

/** The stored items from position `from` (from 0) up to `to`, reading only the parts that hold them. */
async function itemsOf<T>(id: string, from: number, to: number, schema: z.ZodMiniType<T>): Promise<T[]> {
  if (to <= from) return [];
  const first = Math.floor(from / previewPartSize);
  const last = Math.floor((to - 1) / previewPartSize);
  const snapshots = await Promise.all(Array.from({ length: last - first + 1 }, (_, at) => partsOf(id).doc(String(first + at)).get()));
  const items = snapshots.flatMap((snapshot) => (snapshot.data()?.items as unknown[] | undefined) ?? []);
  return items.slice(from - first * previewPartSize, to - first * previewPartSize).map((item) => schema.parse(item));
}

/** A range of the caller's proposal's items (also once applied, until it expires), chosen from its header, with the header. */
export async function readPreviewItems<T>(
  id: string,
  kind: ProposalDoc['kind'],
  caller: Caller,
  range: (proposal: ProposalDoc) => { from: number; to: number },
  schema: z.ZodMiniType<T>,
): Promise<{ proposal: ProposalDoc; items: T[] }> {
  const proposal = await proposalHeader(id, kind, caller);
  const { from, to } = range(proposal);
  return { proposal, items: await itemsOf(id, from, Math.min(to, proposal.items), schema) };
}

/**
 * Marks the proposal applied in `transaction`, once: a second apply (or one racing this) is refused. It
 * reads, then writes: call it after the transaction's other reads.
 */
export async function claimPreviewIn(transaction: Transaction, id: string): Promise<string> {
  const appliedAt = new Date().toISOString();
  const current = (await transaction.get(documents.proposals.doc(id))).data();
  if (!current) throw notFound(Messages.proposalNotFound);
  if (current.appliedAt) throw conflict(Messages.proposalApplied(current.appliedAt));
  transaction.update(documents.proposals.doc(id), { appliedAt });
  return appliedAt;
}

/** Marks the proposal applied, once, on its own. */
export function claimPreview(id: string): Promise<string> {
  return db.runTransaction((transaction) => claimPreviewIn(transaction, id));
}

/** Runs `work` on each item, at most `parallel` at once, keeping the order of the answers. */
export async function eachLimited<T, R>(items: readonly T[], parallel: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  async function lane(): Promise<void> {
    while (next < items.length) {
      const at = next;
      next += 1;
      results[at] = await work(items[at] as T);
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, lane));
  return results;
}
