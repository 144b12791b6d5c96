// Attendance: the chair pastes the addresses of those who came (the sign-in sheet, the meeting's log) and
// marks them as attended, or not; each address is answered with what happened. Only a confirmed
// registration is marked. Attendees' certificates need the mark.
import { useState } from 'react';
import { Box, Button, TableCell, TableRow, TextField } from '@mui/material';
import { emailListOf } from '@confsys/domain';
import { FailureAlert } from '../../../components/feedback/FailureAlert';
import { SimpleTable } from '../../../components/tables/SimpleTable';
import { failureText } from '../../../lib/failures';
import { useMarkAttendance, type AttendanceAnswer } from '../../../api/certificates/markAttendance';
import { invalidAddresses } from '../utils/addresses';

export function MarkAttendance({ onDone }: { onDone: (message: string) => void }) {
  const [people, setPeople] = useState('');
  const [answer, setAnswer] = useState<AttendanceAnswer | null>(null);
  const mark = useMarkAttendance();
  const addresses = emailListOf(people);
  const typo = invalidAddresses(addresses.invalid);

  const send = (attended: boolean) =>
    mark.mutate(
      { emails: addresses.emails, attended },
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
        <TextField
          label="Participants' email addresses"
          multiline
          minRows={2}
          maxRows={8}
          value={people}
          onChange={(event) => setPeople(event.target.value)}
          error={typo !== null}
          helperText={typo ?? 'One per line, or separated by commas.'}
          sx={{ flex: '1 1 320px' }}
        />
        <Button variant="contained" disabled={mark.isPending || addresses.emails.length === 0 || typo !== null} onClick={() => send(true)}>
          Mark as attended
        </Button>
        <Button variant="outlined" disabled={mark.isPending || addresses.emails.length === 0 || typo !== null} onClick={() => send(false)}>
          Mark as not attended
        </Button>
      </Box>
      <FailureAlert text={failureText(mark.error)} sx={{ mt: 2 }} />
      {answer ? (
        <Box sx={{ mt: 2 }}>
          <SimpleTable label="Attendance per address" columns={['Email', 'Outcome']} empty="No addresses." rowCount={answer.results.length}>
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
