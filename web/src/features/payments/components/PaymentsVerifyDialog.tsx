// Verifying one payment, confirmed first: the dialog says what will happen (the next receipt or tax
// invoice number is issued and emailed to the participant, with the meeting link for online attendance)
// and shows the amount due beside the amount declared. The server's refusal stays in the dialog.
import { useId, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Messages, type ParticipantPayment } from '@confsys/domain';
import { DetailsList } from '../../../components/display/DetailsList';
import { useVerifyPayment } from '../../../api/payments/verifyPayment';
import { serverMessage } from '../../../lib/failures';
import { declaredText, dueText, payerName, paymentSummary, verifyConsequence } from '../utils/payments';
import { MismatchWarning } from './PaymentsGrid';

interface PaymentsVerifyDialogProps {
  payment: ParticipantPayment;
  onVerified: (message: string) => void;
  onClose: () => void;
}

export function PaymentsVerifyDialog({ payment, onVerified, onClose }: PaymentsVerifyDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const verify = useVerifyPayment();
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setFailure(null);
    try {
      const answer = await verify.mutateAsync(payment.id);
      onVerified(answer.message || `Payment verified: ${answer.receiptNumber} issued.`);
    } catch (error) {
      setFailure(serverMessage(error) ?? Messages.genericTryLater);
    }
  }

  return (
    <Dialog open onClose={verify.isPending ? undefined : onClose} aria-labelledby={titleId} aria-describedby={messageId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Verify the payment of {payerName(payment)}</DialogTitle>
      <DialogContent dividers>
        <Typography id={messageId} sx={{ mb: 2 }}>
          {verifyConsequence(payment)}
        </Typography>
        <DetailsList
          details={[
            { label: 'Payment', value: paymentSummary(payment) },
            { label: 'Amount due', value: dueText(payment) },
            { label: 'Amount declared', value: declaredText(payment) },
          ]}
        />
        <MismatchWarning payment={payment} />
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={verify.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={verify.isPending}>
          {verify.isPending ? 'Verifying...' : 'Verify payment'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
