// "Erase my data": a dialog that says what an erasure takes and what the law keeps, asks for the password
// again, and then shows the answer (what was erased; what is kept, why and until when). Closing it ends
// the session, whose account no longer exists, and leaves for the home page. A refusal (a paper still
// under review, a payment awaiting verification, a wrong password) keeps the dialog open with the reason.
import { useState } from 'react';
import { Button, TextField, Typography } from '@mui/material';
import type { ErasureResult } from '@confsys/domain';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import { LineList } from '../../../components/display/LineList';
import { useEraseMyData } from '../../../api/privacy/eraseMyData';
import { failureText } from '../../../lib/failures';
import { useSignOutAndLeave } from '../../../lib/guards';
import { PrivacyNoticeLink } from './PrivacyNoticeLink';

function ErasureOutcome({ result }: { result: ErasureResult }) {
  return (
    <>
      <Typography role="status" sx={{ mb: 2 }}>
        {result.message}
      </Typography>
      <Typography variant="subtitle1" component="h3">
        Erased
      </Typography>
      <LineList lines={result.erased} />
      {result.kept.length > 0 ? (
        <>
          <Typography variant="subtitle1" component="h3">
            Kept
          </Typography>
          <LineList lines={result.kept.map((entry) => ({ text: entry.what, more: `${entry.why} Until: ${entry.until}.` }))} />
        </>
      ) : null}
    </>
  );
}

export function EraseMyDataButton() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const erase = useEraseMyData();
  const signOutAndLeave = useSignOutAndLeave();
  const result = erase.data;

  async function close() {
    if (result) {
      await signOutAndLeave('/');
      return;
    }
    setOpen(false);
    setPassword('');
    erase.reset();
  }

  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Erase my data
      </Button>
      {open ? (
        <ActionDialog
          title="Erase my data"
          size="md"
          {...(result ? { closeLabel: 'Close and leave' } : { actionLabel: 'Erase my data', actionColor: 'error' as const, onAction: () => erase.mutate(password) })}
          busy={erase.isPending}
          failure={failureText(erase.error)}
          onClose={() => void close()}
        >
          {result ? (
            <ErasureOutcome result={result} />
          ) : (
            <>
              <Typography sx={{ mb: 1 }}>
                Your account, your profile and registration, your rejected and withdrawn papers with their files and reviews, and your reviewer record are erased at once, and you are signed out. This cannot be undone.
              </Typography>
              <Typography sx={{ mb: 2 }}>
                What the law or the public record requires stays, and the answer lists it with the reason and until when: accepted papers as published, payments and tax invoices, your submitted reviews without your name, and the record of messages sent and changes made.
              </Typography>
              <PrivacyNoticeLink />
              <TextField
                label="Your password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                disabled={erase.isPending}
                fullWidth
              />
            </>
          )}
        </ActionDialog>
      ) : null}
    </>
  );
}
