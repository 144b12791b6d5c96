// Verifying the selected payments: first a preview of each (recorded ones will be verified; the others
// are skipped, with why; a declared amount that is not the amount due is flagged), then the payments
// are verified in groups of up to 25, each group in one request and one transaction, the number issued
// (or the refusal) shown in each row as its group comes back. The numbers follow the order listed, and a
// payment that cannot be verified stops nothing else.
import { useState } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Messages, maxPaymentsVerifiedTogether, type ParticipantPayment } from '@confsys/domain';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import { verifyPayments } from '../../../api/payments/verifyPayments';
import { refusalText } from '../../../lib/failures';
import { bulkVerifyPlan, declaredText, dueText, payerName, verifyCountLabel } from '../utils/payments';

type Outcome = { state: 'verifying' } | { state: 'verified'; number: string | null } | { state: 'failed'; message: string };

interface PaymentsBulkVerifyDialogProps {
  payments: readonly ParticipantPayment[];
  /** The verifications are over (the grid is read again); `summary` says how they went. */
  onDone: (summary: string) => void;
  onClose: () => void;
}

export function PaymentsBulkVerifyDialog({ payments, onDone, onClose }: PaymentsBulkVerifyDialogProps) {
  const [plan] = useState(() => bulkVerifyPlan(payments));
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, Outcome>>(new Map());
  const [phase, setPhase] = useState<'preview' | 'applying' | 'done'>('preview');
  const [progress, setProgress] = useState('');
  const toVerify = plan.filter((row) => row.willVerify);

  async function apply() {
    setPhase('applying');
    let verified = 0;
    let failed = 0;
    const ids = toVerify.map((row) => row.payment.id);
    for (let start = 0; start < ids.length; start += maxPaymentsVerifiedTogether) {
      const group = ids.slice(start, start + maxPaymentsVerifiedTogether);
      setProgress(`Verifying ${start + 1}-${start + group.length} of ${ids.length}...`);
      setOutcomes((current) => new Map([...current, ...group.map((id): [string, Outcome] => [id, { state: 'verifying' }])]));
      try {
        const answer = await verifyPayments(group);
        const next = answer.results.map((result): [string, Outcome] =>
          result.verified ? [result.paymentId, { state: 'verified', number: result.receiptNumber }] : [result.paymentId, { state: 'failed', message: result.message }],
        );
        verified += answer.verified;
        failed += answer.results.length - answer.verified;
        setOutcomes((current) => new Map([...current, ...next]));
      } catch (error) {
        // A refused group wrote nothing. When the answer was lost instead, the grid, read again when the
        // dialog is done, shows what was verified; verifying again skips those.
        failed += group.length;
        const message = refusalText(error);
        setOutcomes((current) => new Map([...current, ...group.map((id): [string, Outcome] => [id, { state: 'failed', message }])]));
      }
    }
    const summary = Messages.paymentsVerified(verified, failed);
    setProgress(summary);
    setPhase('done');
    onDone(summary);
  }

  function outcomeText(row: (typeof plan)[number]): string {
    const outcome = outcomes.get(row.payment.id);
    if (!outcome) return phase === 'preview' ? row.plan : row.willVerify ? 'waiting' : row.plan;
    if (outcome.state === 'verifying') return 'verifying...';
    if (outcome.state === 'verified') return outcome.number === null ? 'verified: its number follows by email' : `verified: ${outcome.number} issued`;
    return `not verified: ${outcome.message}`;
  }

  const busy = phase === 'applying';
  return (
    <ActionDialog
      title={phase === 'preview' ? 'Verify the selected payments: preview' : 'Verify the selected payments: outcome'}
      size="md"
      {...(phase !== 'done' && toVerify.length > 0 ? { actionLabel: busy ? 'Verifying...' : verifyCountLabel(toVerify.length), onAction: () => void apply() } : {})}
      busy={busy}
      closeLabel={phase === 'preview' ? 'Cancel' : 'Close'}
      onClose={onClose}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {toVerify.length} of {plan.length} selected payments will be verified, in the order listed: each gets the next receipt or tax invoice number, emailed to the
        participant (with the meeting link for online attendance). Payments verified or rejected already are skipped.
      </Typography>
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Selected payments (scrolls sideways)">
        <Table size="small" aria-label={phase === 'preview' ? 'Preview per payment' : 'Outcome per payment'}>
          <TableHead>
            <TableRow>
              <TableCell>Payer</TableCell>
              <TableCell>Papers</TableCell>
              <TableCell>Amount due</TableCell>
              <TableCell>Amount declared</TableCell>
              <TableCell>{phase === 'preview' ? 'What will happen' : 'Outcome'}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {plan.map((row) => (
              <TableRow key={row.payment.id}>
                <TableCell>{payerName(row.payment)}</TableCell>
                <TableCell>{row.payment.paperIds.join(', ')}</TableCell>
                <TableCell>{dueText(row.payment)}</TableCell>
                <TableCell>
                  {row.mismatch ? (
                    <Box component="span" sx={{ fontWeight: 600 }}>
                      Differs: {row.mismatch}
                    </Box>
                  ) : (
                    declaredText(row.payment)
                  )}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{outcomeText(row)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography role="status" variant="body2" sx={{ mt: 2, minHeight: '1.5em', fontWeight: 600 }}>
        {progress}
      </Typography>
    </ActionDialog>
  );
}
