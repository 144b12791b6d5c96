// Verifying one payment, confirmed first: the dialog says what will happen (the next receipt or tax
// invoice number is issued and emailed to the participant, with the meeting link for online attendance)
// and shows the amount due beside the amount declared. The server's refusal stays in the dialog.
import { useId } from 'react';
import { Typography } from '@mui/material';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import { useVerifyPayment } from '../../../api/payments/verifyPayment';
import { failureText } from '../../../lib/failures';
import { payerName, verifyConsequence } from '../utils/payments';
import { PaymentDetails, type PaymentDialogProps } from './PaymentsGrid';

export function PaymentsVerifyDialog({ payment, onDone, onClose }: PaymentDialogProps) {
  const messageId = useId();
  const verify = useVerifyPayment();
  const confirm = () => verify.mutate(payment.id, { onSuccess: (answer) => onDone(answer.message || `Payment verified: ${answer.receiptNumber} issued.`) });

  return (
    <ActionDialog
      title={`Verify the payment of ${payerName(payment)}`}
      actionLabel={verify.isPending ? 'Verifying...' : 'Verify payment'}
      busy={verify.isPending}
      failure={failureText(verify.error)}
      onAction={confirm}
      onClose={onClose}
      describedBy={messageId}
    >
      <Typography id={messageId} sx={{ mb: 2 }}>
        {verifyConsequence(payment)}
      </Typography>
      <PaymentDetails payment={payment} />
    </ActionDialog>
  );
}
