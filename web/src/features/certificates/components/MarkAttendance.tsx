// Attendance: the chair pastes the addresses of those who came (the sign-in sheet, the meeting's log) and
// marks them as attended, or not; each address is answered with what happened. Only a confirmed
// registration is marked. Attendees' certificates need the mark.
import { useState } from 'react';
import { Box, Button, TableCell, TableRow } from '@mui/material';
import { FailureAlert } from '../../../components/feedback/FailureAlert';
import { SimpleTable } from '../../../components/tables/SimpleTable';
import { failureText } from '../../../lib/failures';
import { useMarkAttendance, type AttendanceAnswer } from '../../../api/certificates/markAttendance';
import { AddressListField, useAddressList } from './AddressListField';

export function MarkAttendance({ onDone }: { onDone: (message: string) => void }) {
  const people = useAddressList();
  const [answer, setAnswer] = useState<AttendanceAnswer | null>(null);
  const mark = useMarkAttendance();
  const ready = people.emails.length > 0 && people.typo === null;

  const send = (attended: boolean) =>
    mark.mutate(
      { emails: people.emails, attended },
      {
        onSuccess: (result) => {
          setAnswer(result);
          onDone(result.message);
        },
      },
    );

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mt: 2 }}>
        <AddressListField list={people} label="Participants' email addresses" hint="One per line, or separated by commas." />
        <Button variant="contained" disabled={mark.isPending || !ready} onClick={() => send(true)}>
          Mark as attended
        </Button>
        <Button variant="outlined" disabled={mark.isPending || !ready} onClick={() => send(false)}>
          Mark as not attended
        </Button>
      </Box>
      <FailureAlert text={failureText(mark.error)} sx={{ mt: 2 }} />
      {answer ? (
        <Box sx={{ mt: 2 }}>
          <SimpleTable label="Attendance per address" columns={['Email', 'Outcome']} empty="No addresses.">
            {answer.results.map((result) => (
              <TableRow key={result.email}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{result.email}</TableCell>
                <TableCell>{result.message}</TableCell>
              </TableRow>
            ))}
          </SimpleTable>
        </Box>
      ) : null}
    </Box>
  );
}
