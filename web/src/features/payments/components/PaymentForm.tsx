// The paper's payment form (/author/payment/:paperId with a read-only Paper ID, /payment-form with an
// editable one), a view of the payment of the author's conference registration: Paper ID, UPI ID, the
// transaction reference (UTR) the treasurer matches, Payment Date (typed as in India, "10 Jul 2025" or
// "10/07/2025", sent as YYYY-MM-DD) and the receipt. A known paper's payment is looked up (on load with a
// fixed ID, or on leaving the Paper ID field) and pre-filled; the form then changes it while it awaits
// verification, and shows a verified one without a form. Payment is made once the paper is accepted,
// until the registration deadline, as the form says above its fields.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Box, Button, TextField, Typography } from '@mui/material';
import { Messages, formatAmount, uploadRules, type PaymentView } from '@confsys/domain';
import { prefixedFailure } from '../../../lib/failures';
import { formatDate, parseDateInput } from '@confsys/domain';
import { StorageKeys } from '../../../lib/storage';
import { findPayment } from '../../../api/payments/getPayment';
import { useSubmitPayment } from '../../../api/payments/submitPayment';
import {
  applyLookup,
  dashboardAfterPayment,
  paymentButtonLabel,
  paymentDateToSend,
  paymentFields,
  paymentFormErrors,
  paymentSuccessMessage,
  type PaymentField,
  type PaymentValues,
} from '../utils/payment';
import { fileSummary } from '../../../lib/uploads';
import { FileField } from '../../../components/forms/FileField';
import { useForm } from '../../../components/forms/useForm';
import { useSubmitOutcome, validated } from '../../../components/forms/useSubmitOutcome';
import { FormNotice } from '../../../components/feedback/FormNotice';
import { PrivacyNoticeLink } from '../../privacy/components/PrivacyNoticeLink';

/** Spec: the form goes to the author dashboard 500 ms after a successful submit. */
const redirectDelayMs = 500;

interface PaymentFormProps {
  /** A paper ID given from outside (the dashboard's link): shown read-only and looked up on load. */
  fixedPaperId?: string;
}

export function PaymentForm({ fixedPaperId }: PaymentFormProps) {
  const navigate = useNavigate();
  const emptyValues: PaymentValues = { paperId: fixedPaperId ?? '', upiId: '', reference: '', paymentDate: '' };
  const [receipt, setReceipt] = useState<File | null>(null);
  /** Changing it clears the file input. */
  const [receiptInput, setReceiptInput] = useState(0);
  const [existing, setExisting] = useState<PaymentView | null>(null);
  const hasReceipt = Boolean(existing?.receiptPath);
  const { values, setValues, errors, setErrors, clearError, field, validateAll } = useForm<PaymentValues, PaymentField>(emptyValues, (input) =>
    paymentFormErrors(input, receipt, hasReceipt),
  );
  const payment = useSubmitPayment();
  const sending = payment.isPending;
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  const lookup = useRef({ ticket: 0, paperId: '' });

  const latestValues = useRef(values);
  latestValues.current = values;

  /**
   * Loads the payment of a paper; only the latest lookup applies. Any failure counts as no payment.
   * Fields typed while the lookup was under way keep what was typed.
   */
  async function loadPayment(paperId: string) {
    lookup.current = { ticket: lookup.current.ticket + 1, paperId };
    const ticket = lookup.current.ticket;
    const before = latestValues.current;
    const payment = await findPayment(paperId);
    if (ticket !== lookup.current.ticket) return;
    setExisting(payment);
    setValues((current) => applyLookup(current, before, payment));
    setErrors(({ upiId: _upi, reference: _reference, paymentDate: _date, receipt: _receipt, ...rest }) => rest);
  }

  useEffect(() => {
    const paperId = fixedPaperId?.trim();
    if (paperId) void loadPayment(paperId);
    // Only on load: a new paper ID in the address remounts the form (the pages key it by the ID).
  }, []);

  useEffect(() => {
    if (!redirectTo) return;
    const timer = setTimeout(() => void navigate(redirectTo), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [redirectTo, navigate]);

  function leavePaperId() {
    const paperId = values.paperId.trim();
    // Leaving the field without changing the ID keeps what was typed since the last lookup.
    if (paperId && paperId !== lookup.current.paperId) void loadPayment(paperId);
  }

  /** On leaving the date field, shows how a date typed as "10/07/2025" was read: "10 Jul 2025". */
  function showReadDate() {
    const iso = parseDateInput(values.paymentDate);
    if (iso) setValues((current) => ({ ...current, paymentDate: formatDate(iso) }));
  }

  function chooseReceipt(file: File | null) {
    setReceipt(file);
    clearError('receipt');
  }

  const { submit, notice } = useSubmitOutcome({
    check: validated(
      validateAll,
      () => ({ paperId: values.paperId.trim(), upiId: values.upiId.trim(), reference: values.reference.trim(), paymentDate: paymentDateToSend(values.paymentDate), receipt }),
      null,
    ),
    setErrors,
    send: payment.mutateAsync,
    said: (answer) => paymentSuccessMessage(answer?.message),
    sent: () => {
      // A lookup still under way belongs to the form just submitted: it must not refill the reset form.
      lookup.current = { ticket: lookup.current.ticket + 1, paperId: '' };
      setValues(emptyValues);
      setReceipt(null);
      setReceiptInput((key) => key + 1);
      setExisting(null);
      setRedirectTo(dashboardAfterPayment(localStorage.getItem(StorageKeys.authorId)));
    },
    refusal: (error) => prefixedFailure(error, paymentFields, Messages.paymentFailed),
    focusErrors: false,
  });

  const verified = existing?.state === 'verified';
  const locked = sending || redirectTo !== null || verified;
  const receiptHint = receipt ? fileSummary(receipt) : hasReceipt ? Messages.receiptExists : 'An image or a PDF of the payment receipt.';

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {Messages.paymentOnlyWhileSubmitted}
      </Typography>
      <TextField
        label="Paper ID"
        required
        {...field('paperId')}
        onBlur={fixedPaperId === undefined ? leavePaperId : undefined}
        disabled={locked}
        slotProps={{ htmlInput: { readOnly: fixedPaperId !== undefined } }}
      />
      {existing ? (
        <Typography variant="body2" sx={{ mb: 1 }} role="status">
          {verified
            ? Messages.paperPaymentVerified(existing.receiptNumber ?? '', formatAmount(existing.due.total, existing.due.currency))
            : Messages.paperPaymentAwaits(formatAmount(existing.due.total, existing.due.currency))}
        </Typography>
      ) : null}
      <TextField label="UPI ID" required {...field('upiId')} disabled={locked} />
      <TextField label="Transaction reference (UTR)" required {...field('reference', Messages.paymentReferenceHint)} disabled={locked} slotProps={{ htmlInput: { autoComplete: 'off' } }} />
      {/* A text field rather than type="date", whose picker shows mm/dd/yyyy to many users in India. */}
      <TextField
        label="Payment Date"
        required
        {...field('paymentDate', Messages.paymentDateHint)}
        onBlur={showReadDate}
        disabled={locked}
        placeholder="22 Nov 2026"
        slotProps={{ htmlInput: { inputMode: 'text', autoComplete: 'off' } }}
      />
      <FileField
        key={receiptInput}
        label="Upload Receipt"
        name="receipt"
        accept={uploadRules.receipt.accept}
        required={!hasReceipt}
        error={errors.receipt}
        hint={receiptHint}
        disabled={locked}
        onChange={chooseReceipt}
      />
      <PrivacyNoticeLink />
      <FormNotice notice={notice} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={locked} sx={{ mt: 2 }}>
        {paymentButtonLabel(sending, existing !== null)}
      </Button>
    </Box>
  );
}
