// Rejecting one payment: the reason the participant reads (1 to 500 characters, required), checked as
// the server checks it; the server's refusal (400 names the problem, 409 a payment decided already) is
// shown under the field or above the buttons.
import { useState, type FormEvent } from 'react';
import { TextField, Typography } from '@mui/material';
import { Messages } from '@confsys/domain';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import type { PaymentDialogProps } from './PaymentsGrid';
import { errorProps } from '../../../components/forms/useForm';
import { useRejectPayment } from '../../../api/payments/rejectPayment';
import { formFailure } from '../../../lib/failures';
import { payerName, paymentSummary, reasonLimits, reasonProblem } from '../utils/payments';

export function PaymentsRejectDialog({ payment, onDone, onClose }: PaymentDialogProps) {
  const reject = useRejectPayment();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const name = payerName(payment);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const problem = reasonProblem(reason);
    if (problem) {
      setReasonError(problem);
      return;
    }
    try {
      const answer = await reject.mutateAsync({ paymentId: payment.id, reason: reason.trim() });
      onDone(answer.message || Messages.paymentRejected);
    } catch (error) {
      const refusal = formFailure(error, ['reason']);
      setReasonError(refusal.fieldErrors.reason);
      setFailure(refusal.message);
    }
  }

  return (
    <ActionDialog title={`Reject the payment of ${name}`} actionLabel={reject.isPending ? 'Rejecting...' : 'Reject payment'} busy={reject.isPending} failure={failure} onAction={(event) => void submit(event)} onClose={onClose}>
      <Typography sx={{ mb: 2 }}>
        {paymentSummary(payment)}. {name} is emailed the reason and may record a payment again.
      </Typography>
      <TextField
        label="Reason"
        name="reason"
        required
        fullWidth
        multiline
        minRows={3}
        autoFocus
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setReasonError(undefined);
        }}
        {...errorProps(reasonError, `The participant reads it. ${reason.trim().length} of ${reasonLimits.max} characters.`)}
        slotProps={{ htmlInput: { maxLength: reasonLimits.max } }}
      />
    </ActionDialog>
  );
}
