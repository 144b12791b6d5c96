// Shown instead of the assigned papers until the reviewer's email is verified: papers are linked to
// reviewers by email, so the rules release them only to a verified address.
import { useMutation } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import { Messages } from '@confsys/domain';
import { refreshEmailVerification } from '../../../api/accounts/refreshEmailVerification';
import { resendVerificationEmail } from '../../../api/accounts/resendVerificationEmail';
import { refusalMessage } from '../utils/failures';

export function VerifyEmailNotice({ user }: { user: User }) {
  // Either button's Firebase call, with what it says after (null: nothing to say).
  const action = useMutation({ mutationFn: (step: () => Promise<string | null>) => step() });
  const busy = action.isPending;
  const status = action.isError ? (refusalMessage(action.error) ?? Messages.genericTryLater) : (action.data ?? null);
  const run = (step: () => Promise<string | null>) => action.mutate(step);

  const checkAgain = () =>
    run(async () => ((await refreshEmailVerification(user)) ? null : 'Your email address is not verified yet. Open the link in the verification email first.'));
  const resend = () => run(async () => (await resendVerificationEmail()).message);

  return (
    <Alert severity="info">
      <AlertTitle>Verify your email address</AlertTitle>
      <Typography variant="body2">
        Your assigned papers appear here once you have verified your email address. Open the verification link we sent to {user.email}, then
        check again.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button size="small" variant="contained" onClick={checkAgain} disabled={busy}>
          I have verified my email
        </Button>
        <Button size="small" onClick={resend} disabled={busy}>
          Resend verification email
        </Button>
      </Stack>
      {status ? (
        <Typography variant="body2" role="status" sx={{ mt: 1.5 }}>
          {status}
        </Typography>
      ) : null}
    </Alert>
  );
}
