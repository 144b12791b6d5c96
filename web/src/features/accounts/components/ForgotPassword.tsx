// "Forgot Password?" under a login form, and its dialog. A page opened through the emailed reset link
// (which is also how a new reviewer sets the first password) opens the dialog with the code filled in.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useStarted } from '../../../components/forms/usePrerenderedForm';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { resetCodeFrom, resetLinkParams } from '../utils/resetLink';

export function ForgotPassword() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [linkCode, setLinkCode] = useState<string>();
  const [open, setOpen] = useState(false);
  const started = useStarted();

  // The reset link is read once the app runs the page: its prerendered HTML was made without the query.
  useEffect(() => {
    const code = resetCodeFrom(searchParams);
    if (code === undefined) return;
    setLinkCode(code);
    setOpen(true);
    // Only the address the page was opened with holds a link to follow: read on the first run alone.
  }, []);

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
      <p className="pub-form__end">
        <button type="button" className="pub-link-button" onClick={() => setOpen(true)} disabled={!started}>
          Forgot Password?
        </button>
      </p>
      {open ? <ForgotPasswordDialog initialCode={linkCode} onClose={() => setOpen(false)} onPasswordUpdated={forgetResetLink} /> : null}
    </>
  );
}
