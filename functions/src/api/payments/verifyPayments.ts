// POST /api/admin/payments/verify: "Verify selected". The recorded ones of the listed payments are
// verified together and numbered in the order listed; each payment's number or refusal is answered.
import { Messages } from '@confsys/domain';
import { handles } from '../../lib/http';
import { verifyPayments as verify } from '../../lib/payments/verify';

export const verifyPayments = handles('verifyPayments', async ({ body, caller }) => {
  const outcomes = await verify(body.paymentIds, caller);
  const results = outcomes.map((outcome) =>
    'refusal' in outcome
      ? { paymentId: outcome.paymentId, verified: false, receiptNumber: null, message: outcome.refusal.message }
      : { paymentId: outcome.paymentId, verified: true, receiptNumber: outcome.number, message: Messages.paymentVerified(outcome.number) },
  );
  const verified = outcomes.filter((outcome) => !('refusal' in outcome)).length;
  return { verified, results, message: Messages.paymentsVerified(verified, results.length - verified) };
});
