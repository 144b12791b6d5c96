// "Forgot Password?" under a login form, and its dialog. A page opened through the emailed reset link
// (which is also how a new reviewer sets the first password) opens the dialog with the code filled in.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Button } from '@mui/material';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { resetCodeFrom, resetLinkParams } from '../utils/resetLink';

export function ForgotPassword() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [linkCode, setLinkCode] = useState(() => resetCodeFrom(searchParams));
  const [open, setOpen] = useState(linkCode !== undefined);

  // A used link is taken off the address so that reloading the page does not reopen the dialog.
  function forgetResetLink() {
    setLinkCode(undefined);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        resetLinkParams.forEach((name) => next.delete(name));
        return next;
      },
      { replace: true },
    );
  }

  return (
    <>
      <Box sx={{ textAlign: 'right' }}>
        <Button size="small" onClick={() => setOpen(true)}>
          Forgot Password?
        </Button>
      </Box>
      {open ? <ForgotPasswordDialog initialCode={linkCode} onClose={() => setOpen(false)} onPasswordUpdated={forgetResetLink} /> : null}
    </>
  );
}
