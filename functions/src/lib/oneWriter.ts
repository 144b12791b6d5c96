// Work that one process does at a time across every instance, for whoever asked: the volume's layout
// build and the invoice numbers. A lease document names the holder and until when it holds; a request
// while it is held marks it pending, and the holder runs the work again before it lets go, so any
// number of requests during a run cost one more run, not one each. A holder that stops without letting
// go (its instance killed) holds only until the lease runs out; the next request takes it then.
import { randomUUID } from 'node:crypto';
import type { DocumentReference } from 'firebase-admin/firestore';
import { z } from 'zod/mini';
import { db } from './admin';
import { converter } from './documents';

const LeaseSchema = z.object({
  holder: z.string(),
  /** Until when the holder holds (ms since the epoch). */
  until: z.number(),
  /** Someone asked while the holder ran: it runs again before it lets go. */
  pending: z.boolean(),
});

export interface OneWriter {
  /** The lease document (one per kind of work and edition). */
  lease: DocumentReference;
  /** How long a holder holds without renewing: longer than one run, within the function's timeout. */
  leaseMs: number;
  /** One run of the work: all that is pending when it starts. */
  work: () => Promise<void>;
  /**
   * Called when the holder lets go with work still pending because another run would not fit in its
   * time: it must make someone ask again (a trigger's event), so the rest is not left to chance.
   */
  handOver?: () => Promise<void>;
}

type Outcome = 'ran' | 'asked';

const leaseOf = (ref: DocumentReference) => ref.withConverter(converter(LeaseSchema));
/** Whether a lease as read is held now: someone's run is under way. */
const held = (lease: z.infer<typeof LeaseSchema> | undefined): lease is z.infer<typeof LeaseSchema> => lease !== undefined && lease.until > Date.now();

/**
 * Asks for a run: runs the work now (and again while requests come in meanwhile) when no one holds the
 * lease, else marks it pending for the holder. Answers which of the two it did. `budgetMs`: how long the
 * caller may go on running (its function's time left), beyond which it hands over.
 */
export async function askOneWriter(writer: OneWriter, budgetMs = writer.leaseMs): Promise<Outcome> {
  const lease = leaseOf(writer.lease);
  const me = randomUUID();
  // No transaction here: many ask at the same moment (twenty treasurers), and each write below is
  // conditional on the lease as it was read, so a request that loses a race reads it again.
  let took = false;
  for (let attempt = 0; !took; attempt++) {
    if (attempt === 50) throw new Error(`The lease ${writer.lease.path} kept changing while it was asked for.`);
    const seen = await lease.get();
    const current = seen.data();
    try {
      if (held(current)) {
        // Most requests during a run find it pending already: one read, no write.
        if (!current.pending) await writer.lease.update({ pending: true }, { lastUpdateTime: seen.updateTime! });
        return 'asked';
      }
      const taken = { holder: me, until: Date.now() + writer.leaseMs, pending: false };
      if (seen.exists) await writer.lease.update(taken, { lastUpdateTime: seen.updateTime! });
      else await writer.lease.create(taken);
      took = true;
    } catch (error) {
      // Changed, taken or let go meanwhile: read it again. Anything else is a failure.
      if (![5, 6, 9, 10].includes((error as { code?: number }).code ?? 0)) throw error;
    }
  }
  const started = Date.now();
  try {
    for (;;) {
      const round = Date.now();
      await writer.work();
      const roundMs = Date.now() - round;
      const next = await db.runTransaction(async (transaction) => {
        const stored = (await transaction.get(lease)).data();
        // Lost: it ran out and someone else holds it now, who runs for what came meanwhile.
        if (!stored || stored.holder !== me) return 'stop' as const;
        if (!stored.pending) {
          transaction.delete(lease);
          return 'stop' as const;
        }
        // Another run must end within the caller's time and the lease's.
        if (Date.now() - started + 2 * roundMs > Math.min(budgetMs, writer.leaseMs)) {
          transaction.delete(lease);
          return 'hand over' as const;
        }
        transaction.update(lease, { pending: false, until: Date.now() + writer.leaseMs });
        return 'again' as const;
      }, { maxAttempts: 20 });
      if (next === 'hand over') await writer.handOver?.();
      if (next !== 'again') return 'ran';
    }
  } catch (error) {
    // Let go at once, pending, so that the next request (or the event's retry) runs the work again.
    await db
      .runTransaction(async (transaction) => {
        const stored = (await transaction.get(lease)).data();
        if (stored?.holder === me) transaction.set(lease, { ...stored, until: 0, pending: true });
      })
      .catch(() => undefined);
    throw error;
  }
}

/** Whether someone holds the lease now (a run is under way). */
export async function oneWriterRunning(ref: DocumentReference): Promise<boolean> {
  return held((await leaseOf(ref).get()).data());
}
