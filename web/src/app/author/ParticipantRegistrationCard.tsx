// The author dashboard's Conference registration: the author's registration as a participant with the
// amount due the server computed, and Change registration until it is confirmed; or, before one, the
// registration form (once the chair has published the fees, until the registration deadline). While the
// chair requires a registered author and the author has an accepted paper, the card states that rule of
// publication. Below it, the payment: the rule, the payments recorded with their states and documents,
// and Record your payment while one may be recorded. The server's message after a save is announced in
// the card's status line.
import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Box, LinearProgress, Paper, Typography } from '@mui/material';
import { Messages } from '@confsys/domain';
import { registrationClosedText, type PublishedFees } from '../../lib/participation';
import { useNow } from '../../lib/useNow';
import { useFees, type Fees } from '../../api/registration/getPublicFees';
import { useParticipant, type ParticipantMe } from '../../api/registration/getParticipant';
import { publicationRuleText } from '../../features/registration/utils/participant';
import { canRecordPayment, paymentRuleText } from '../../features/payments/utils/participantPayment';
import { ParticipantRegistrationForm, type AuthorPapers } from '../../features/registration/components/ParticipantRegistrationForm';
import { ParticipantPayments } from '../../features/payments/components/ParticipantPayments';
import { ParticipantRegistrationSummary } from '../../features/registration/components/ParticipantRegistrationSummary';
import { RecordPaymentForm } from '../../features/payments/components/RecordPaymentForm';
import { refusalText } from '../../lib/failures';

const title = 'Conference registration';
const feesLoadFailed = 'The registration fees could not be loaded, so the registration cannot be made or changed now. Reload the page to try again.';

const published = (fees: Fees | undefined): (Fees & { fees: PublishedFees }) | null => (fees?.fees ? { ...fees, fees: fees.fees } : null);

export function ParticipantRegistrationCard({ papers }: { papers: AuthorPapers }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the form closes: the heading after a save, the button after Cancel.
  const focusNext = useRef<'heading' | 'change' | null>(null);
  const participant = useParticipant();
  const fees = useFees();
  const now = useNow();
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (focusNext.current === 'heading') heading.current?.focus();
    if (focusNext.current === 'change') changeButton.current?.focus();
    focusNext.current = null;
  });

  const registration = participant.data?.registration ?? null;
  const confirmed = Boolean(registration?.confirmedAt);
  const table = published(fees.data);
  const closed = fees.data ? registrationClosedText(fees.data, now) : null;
  // The form opens only with the fees to price it, before the deadline.
  const formTable = table && !closed ? table : null;
  const publicationRule = publicationRuleText(fees.data, papers && !papers.loading ? papers.rows : null);

  function saved(message: string) {
    setStatus(message);
    setEditing(false);
    focusNext.current = 'heading';
  }

  function reopen() {
    setStatus('');
    setEditing(true);
  }

  function cancel() {
    setEditing(false);
    focusNext.current = 'change';
  }

  let body;
  if (participant.isPending || fees.isPending) {
    body = <LinearProgress aria-label={`Loading ${title}`} sx={{ mt: 2 }} />;
  } else if (participant.isError) {
    body = (
      <Alert severity="error" sx={{ mt: 2 }}>
        Your registration could not be loaded: {refusalText(participant.error)}
      </Alert>
    );
  } else if (formTable && (registration === null || editing)) {
    body = <ParticipantRegistrationForm fees={formTable} registration={registration} papers={papers} now={now} onSaved={saved} onCancel={registration ? cancel : undefined} />;
  } else {
    const reason = fees.isError ? feesLoadFailed : !table ? Messages.feesNotSet : closed;
    body = (
      <>
        {registration ? (
          <ParticipantRegistrationSummary
            registration={registration}
            meetingLink={participant.data.meetingLink}
            onChange={formTable && !confirmed ? reopen : undefined}
            changeButtonRef={changeButton}
          />
        ) : null}
        {reason && !confirmed ? <Typography sx={{ mt: 2 }}>{reason}</Typography> : null}
      </>
    );
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id={headingId} ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ '&:focus': { outline: 'none' } }}>
        {title}
      </Typography>
      {!registration && formTable ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Register as a participant: choose your category and how you attend, the accepted papers you will present, and the details for your invoice.
        </Typography>
      ) : null}
      {publicationRule ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {publicationRule}
        </Typography>
      ) : null}
      <Typography id="participant-registration-status" role="status" sx={{ mt: status ? 2 : 0, fontWeight: 600 }}>
        {status}
      </Typography>
      {body}
      {participant.data && !fees.isPending ? <PaymentSection me={participant.data} now={now} formOpen={!(editing && formTable)} onRecorded={saved} /> : null}
    </Paper>
  );
}

interface PaymentSectionProps {
  me: ParticipantMe;
  now: number;
  /** Record your payment is not offered while the registration is being changed. */
  formOpen: boolean;
  onRecorded: (message: string) => void;
}

/** The payment of the registration: the rule (or that payment has closed), the payments recorded, and Record your payment. */
function PaymentSection({ me, now, formOpen, onRecorded }: PaymentSectionProps) {
  const headingId = useId();
  const { registration } = me;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h3">
        Payment
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {paymentRuleText(me, now)}
      </Typography>
      <ParticipantPayments payments={me.payments} />
      {registration && formOpen && canRecordPayment(me, now) ? <RecordPaymentForm due={registration.amount} now={now} onRecorded={onRecorded} /> : null}
    </Box>
  );
}
