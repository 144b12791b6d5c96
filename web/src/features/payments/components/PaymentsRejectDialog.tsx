// Rejecting one payment: the reason the participant reads (1 to 500 characters, required), checked as
// the server checks it; the server's refusal (400 names the problem, 409 a payment decided already) is
// shown under the field or above the buttons.
import { useState } from 'react';
import { TextField, Typography } from '@mui/material';
import { Messages } from '@confsys/domain';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import type { PaymentDialogProps } from './PaymentsGrid';
import { errorProps } from '../../../components/forms/useForm';
import { checkFailed, useSubmitOutcome } from '../../../components/forms/useSubmitOutcome';
import { useRejectPayment } from '../../../api/payments/rejectPayment';
import { formFailure } from '../../../lib/failures';
import { payerName, paymentSummary, reasonLimits, reasonProblem } from '../utils/payments';

export function PaymentsRejectDialog({ payment, onDone, onClose }: PaymentDialogProps) {
  const reject = useRejectPayment();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const name = payerName(payment);
  const { submit, failure } = useSubmitOutcome({
    check: () => {
      const problem = reasonProblem(reason);
      if (!problem) return { input: { paymentId: payment.id, reason: reason.trim() } };
      setReasonError(problem);
      return checkFailed();
    },
    setErrors: (errors) => setReasonError(errors.reason),
    send: reject.mutateAsync,
    sent: (answer) => onDone(answer.message || Messages.paymentRejected),
    refusal: (error) => formFailure(error, ['reason']),
    focusErrors: false,
  });

  return (
    <ActionDialog title={`Reject the payment of ${name}`} actionLabel={reject.isPending ? 'Rejecting...' : 'Reject payment'} busy={reject.isPending} failure={failure} onAction={submit} onClose={onClose}>
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
