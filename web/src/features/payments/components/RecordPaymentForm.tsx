// Record your payment, on the author dashboard: the amount paid in the currency due (typed in rupees or
// dollars, pre-filled with the amount due, sent in the smallest unit), the day of the payment, the UTR or
// transaction reference, and the receipt (an image or a PDF). The server's refusals show under the fields
// they name, or as an alert (a reference recorded already, registration closed).
import { useId, useState } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import { formatAmount, parseAmountInput, uploadRules, type AmountDue } from '@confsys/domain';
import { FormNotice } from '../../../components/feedback/FormNotice';
import { FileField } from '../../../components/forms/FileField';
import { useSubmitOutcome } from '../../../components/forms/useSubmitOutcome';
import { useForm } from '../../../components/forms/useForm';
import { useRecordPayment } from '../../../api/payments/recordPayment';
import { currencyNames, localDay, recordFailure, recordValues, validateRecord, type RecordField, type RecordValues } from '../utils/participantPayment';
import { fileSummary } from '../../../lib/uploads';
import { PrivacyNoticeLink } from '../../privacy/components/PrivacyNoticeLink';

interface RecordPaymentFormProps {
  /** The amount due as the server computed it at registration. */
  due: AmountDue;
  now: number;
  onRecorded: (message: string) => void;
}

const gridSx = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } } as const;

export function RecordPaymentForm({ due, now, onRecorded }: RecordPaymentFormProps) {
  const headingId = useId();
  const [receipt, setReceipt] = useState<File | null>(null);
  const today = localDay(now);
  const { values, errors, setErrors, clearError, field, validateAll } = useForm<RecordValues, RecordField>(
    () => recordValues(due),
    (input) => validateRecord(input, receipt, due.currency, today),
  );
  const record = useRecordPayment();
  const { submit, failure } = useSubmitOutcome({
    check: () => {
      if (!validateAll()) return {};
      const amount = parseAmountInput(values.amount);
      // Both checked by the validator: a readable amount and a receipt.
      return amount === null || !receipt ? {} : { input: { amount, date: values.date, reference: values.reference.trim(), receipt } };
    },
    setErrors,
    send: record.mutateAsync,
    sent: (answer) => onRecorded(answer.message),
    refusal: recordFailure,
  });
  const busy = record.isPending;

  function chooseReceipt(file: File | null) {
    setReceipt(file);
    clearError('receipt');
  }

  return (
    <Box component="form" id="record-payment-form" aria-labelledby={headingId} noValidate onSubmit={submit} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
        Record your payment
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Once you have paid, record the payment here with its receipt. The amount due is {formatAmount(due.total, due.currency)}.
      </Typography>
      <Box sx={gridSx}>
        <TextField
          label={`Amount paid in ${currencyNames[due.currency]}`}
          required
          disabled={busy}
          {...field('amount', `For example 4130 or 4,130.50 (${due.currency === 'INR' ? 'rupees' : 'dollars'}, not ${due.currency === 'INR' ? 'paise' : 'cents'}).`)}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 20 } }}
        />
        <TextField
          label="Payment date"
          type="date"
          required
          disabled={busy}
          {...field('date', 'The day the money left your account.')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
        <TextField
          label="UTR or transaction reference"
          required
          disabled={busy}
          {...field('reference', 'The 12-digit UTR your UPI app shows, or the reference your bank gives for a transfer.')}
          slotProps={{ htmlInput: { maxLength: 60, autoComplete: 'off', spellCheck: false } }}
        />
        <FileField
          label="Payment receipt"
          name="receipt"
          accept={uploadRules.receipt.accept}
          required
          error={errors.receipt}
          hint={receipt ? fileSummary(receipt) : 'A screenshot or PDF of the payment: an image or a PDF.'}
          disabled={busy}
          onChange={chooseReceipt}
        />
      </Box>
      <PrivacyNoticeLink />
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 2 }}>
        Record payment
      </Button>
      <FormNotice notice={failure ? { severity: 'error', text: failure } : null} />
    </Box>
  );
}
