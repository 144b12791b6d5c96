// A credit note against a verified payment's document (a correction or refund): the amount credited as
// typed in rupees (or dollars), sent in paise (or cents), and the reason. The server's refusal (an
// amount beyond what is left of the document's total) is shown under the field it names.
import { useState } from 'react';
import { Box, InputAdornment, TextField, Typography } from '@mui/material';
import { formatAmount, Messages } from '@confsys/domain';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import type { PaymentDialogProps } from './PaymentsGrid';
import { errorProps } from '../../../components/forms/useForm';
import { checkFailed, useSubmitOutcome } from '../../../components/forms/useSubmitOutcome';
import { useIssueCreditNote } from '../../../api/payments/issueCreditNote';
import { formFailure } from '../../../lib/failures';
import { creditAmountProblem, creditedSoFar, documentText, dueText, minorUnitsOf, payerName, reasonLimits, reasonProblem } from '../utils/payments';

type Field = 'amount' | 'reason';

export function PaymentsCreditNoteDialog({ payment, onDone, onClose }: PaymentDialogProps) {
  const issue = useIssueCreditNote();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { currency } = payment.due;
  const credited = creditedSoFar(payment);
  const { submit, failure } = useSubmitOutcome({
    check: () => {
      const minor = minorUnitsOf(amount);
      const found = { amount: creditAmountProblem(amount, currency) ?? undefined, reason: reasonProblem(reason) ?? undefined };
      if (minor !== null && !found.amount && !found.reason) return { input: { paymentId: payment.id, amount: minor, reason: reason.trim() } };
      setErrors(found);
      return checkFailed();
    },
    setErrors,
    send: issue.mutateAsync,
    sent: (answer) => onDone(answer.message || `Credit note ${answer.number} issued.`),
    refusal: (error) => {
      const refusal = formFailure<Field>(error, ['amount', 'reason']);
      return { ...refusal, message: refusal.message || Messages.genericTryLater };
    },
    focusErrors: false,
  });

  return (
    <ActionDialog
      title={`Credit note for ${payerName(payment)}`}
      actionLabel={issue.isPending ? 'Issuing...' : 'Issue credit note'}
      busy={issue.isPending}
      failure={failure}
      onAction={submit}
      onClose={onClose}
    >
      <Typography sx={{ mb: 2 }}>
        Against {documentText(payment)}, which charged {dueText(payment)}
        {credited > 0 ? `; ${formatAmount(credited, currency)} is credited already` : ''}. The credit note gets its own number and refers to the document, which
        stays as issued; the participant&apos;s PDF lists it.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label={currency === 'INR' ? 'Amount credited in rupees' : 'Amount credited in US dollars'}
          name="amount"
          required
          autoFocus
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setErrors(({ amount: _cleared, ...rest }) => rest);
          }}
          {...errorProps(errors.amount, currency === 'INR' ? 'E.g. 590.00 (sent in paise).' : 'E.g. 25.00 (sent in cents).')}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">{currency === 'INR' ? '₹' : '$'}</InputAdornment> },
            htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 16 },
          }}
        />
        <TextField
          label="Reason"
          name="reason"
          required
          multiline
          minRows={2}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setErrors(({ reason: _cleared, ...rest }) => rest);
          }}
          {...errorProps(errors.reason, `Printed on the credit note. At most ${reasonLimits.max} characters.`)}
          slotProps={{ htmlInput: { maxLength: reasonLimits.max } }}
        />
      </Box>
    </ActionDialog>
  );
}
