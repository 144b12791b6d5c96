// The participant's payments on the author dashboard, newest first, each with its state in words: recorded
// and awaiting verification (with the payment request as a PDF), verified (with its receipt number, the
// tax invoice or receipt, and any credit notes against it), or rejected with the treasurer's reason.
// The documents are served only with the ID token, so their links fetch them (ProtectedFileLink).
import { useId, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { ProtectedFileLink } from '../../../components/files/ProtectedFileLink';
import type { ParticipantPaymentView } from '../../../api/registration/getParticipant';
import { referenceText } from '@confsys/domain';
import { creditNoteText, documentLinkText, paymentHeadline, paymentStateText } from '../utils/participantPayment';
import { ProceedingsVolumeLink } from '../../proceedings/components/ProceedingsVolumeLink';
import { FailureAlert } from '../../../components/feedback/FailureAlert';

const listSx = { listStyle: 'none', p: 0, m: 0 } as const;

export function ParticipantPayments({ payments }: { payments: readonly ParticipantPaymentView[] }) {
  const headingId = useId();
  const [fileError, setFileError] = useState<string | null>(null);
  if (payments.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
        Your payments
      </Typography>
      <FailureAlert text={fileError} onClose={() => setFileError(null)} sx={{ my: 1 }} />
      <Box component="ul" sx={listSx}>
        {payments.map((payment) => (
          <Box component="li" key={payment.id} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
            <PaymentItem payment={payment} onFileError={setFileError} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function PaymentItem({ payment, onFileError }: { payment: ParticipantPaymentView; onFileError: (message: string) => void }) {
  const state = paymentStateText(payment);
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>{paymentHeadline(payment)}</Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        Reference: {referenceText(payment.reference)}
      </Typography>
      {payment.state === 'recorded' ? (
        <Typography variant="body2">
          {state}.{' '}
          <ProtectedFileLink url={payment.invoiceUrl} label="Payment request (PDF)" onError={onFileError}>
            Payment request (PDF)
          </ProtectedFileLink>
        </Typography>
      ) : null}
      {payment.state === 'verified' ? (
        <>
          <Typography variant="body2">
            {state}: receipt number {payment.receiptNumber ?? 'to follow'}.{' '}
            <ProtectedFileLink url={payment.invoiceUrl} label={documentLinkText(payment.documentKind)} onError={onFileError}>
              {documentLinkText(payment.documentKind)}
            </ProtectedFileLink>
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            Your registration is verified: the proceedings are yours to read. <ProceedingsVolumeLink onError={onFileError} />
          </Typography>
          {payment.creditNotes.length > 0 ? (
            <>
              <Typography variant="body2" sx={{ mt: 1 }}>
                Credit notes against it (also in the document):
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {payment.creditNotes.map((note) => (
                  <Typography component="li" variant="body2" key={note.number} sx={{ overflowWrap: 'anywhere' }}>
                    {creditNoteText(note, payment.due.currency)}
                  </Typography>
                ))}
              </Box>
            </>
          ) : null}
        </>
      ) : null}
      {payment.state === 'rejected' ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {state}: {payment.reason ?? 'no reason was given.'}
        </Typography>
      ) : null}
    </>
  );
}
