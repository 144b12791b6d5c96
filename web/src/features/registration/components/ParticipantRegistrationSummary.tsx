// A saved participant registration on the author dashboard: what was registered, the amount due as the
// server computed it (taxable value, CGST, SGST, total, at the early or late rate), the meeting link for
// online attendance once a payment is verified, and the button that reopens the form, or, once the
// registration is confirmed, that it is.
import { useId, type Ref } from 'react';
import { Box, Button, Link, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { Messages, type AmountDue } from '@confsys/domain';
import { DetailsList } from '../../../components/display/DetailsList';
import { rateLabels } from '../../../lib/participation';
import { breakdownRows, registrationDetails, type StoredRegistration } from '../utils/participant';

interface ParticipantRegistrationSummaryProps {
  registration: StoredRegistration;
  meetingLink: string | null;
  /** Reopens the form; none once registration has closed or is confirmed. */
  onChange?: () => void;
  changeButtonRef?: Ref<HTMLButtonElement>;
}

export function ParticipantRegistrationSummary({ registration, meetingLink, onChange, changeButtonRef }: ParticipantRegistrationSummaryProps) {
  return (
    <Box>
      <DetailsList details={registrationDetails(registration)} />
      <AmountDueTable amount={registration.amount} />
      {meetingLink ? (
        <Typography sx={{ mt: 2, overflowWrap: 'anywhere' }}>
          Meeting link for online attendance: <Link href={meetingLink}>{meetingLink}</Link>
        </Typography>
      ) : null}
      {registration.confirmedAt ? (
        <Typography sx={{ mt: 2, fontWeight: 600 }}>{Messages.registrationConfirmed}</Typography>
      ) : onChange ? (
        <Button ref={changeButtonRef} variant="outlined" onClick={onChange} sx={{ mt: 2 }}>
          Change registration
        </Button>
      ) : null}
    </Box>
  );
}

/** The amount due, part by part, with the rate it was given. */
function AmountDueTable({ amount }: { amount: AmountDue }) {
  const headingId = useId();
  const rows = breakdownRows(amount);
  return (
    <Box sx={{ mt: 2 }}>
      <Typography id={headingId} variant="h6" component="h3">
        Amount due
      </Typography>
      <Typography variant="body2">At the {rateLabels[amount.rate]}, in {amount.currency === 'INR' ? 'Indian rupees' : 'US dollars'}.</Typography>
      <Table size="small" aria-labelledby={headingId} sx={{ mt: 1, maxWidth: 360 }}>
        <TableBody>
          {rows.map((row, index) => {
            const total = index === rows.length - 1;
            return (
              <TableRow key={row.label}>
                <TableCell component="th" scope="row" sx={{ fontWeight: total ? 700 : 400, pl: 0 }}>
                  {row.label}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: total ? 700 : 400, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', pr: 0 }}>
                  {row.value}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
