// An invitation to the programme committee (/invitations/<token>), opened from the emailed link without
// signing in: the chair's message, the most papers asked and the date to answer by; then accepting (the
// load, the topics, late requests, optionally under another address proved by a code) or declining (a
// reason and colleagues to suggest). A link that is unknown, expired or already answered says so.
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Typography } from '@mui/material';
import { Messages, formatDate } from '@confsys/domain';
import { FormPage } from '../../../components/layout/FormPage';
import { usePageTitle } from '../../../lib/usePageTitle';
import { refusalText } from '../../../lib/failures';
import { getInvitation, type PublicInvitation } from '../../../api/committee/invitation';
import { AcceptInvitationForm } from '../components/AcceptInvitationForm';
import { DeclineInvitationForm } from '../components/DeclineInvitationForm';
import { SiteTheme } from '../../../theme/SiteTheme';

type Loaded = { status: 'loading' } | { status: 'error'; text: string } | { status: 'ready'; invitation: PublicInvitation };

export default function InvitationPage() {
  usePageTitle('Invitation to the Programme Committee');
  const { token = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  // What the invitee's answer said: the page then shows only that.
  const [answered, setAnswered] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    getInvitation(token).then(
      (invitation) => current && setLoaded({ status: 'ready', invitation }),
      (error: unknown) => current && setLoaded({ status: 'error', text: refusalText(error) }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <SiteTheme>
      <FormPage title="Invitation to the Programme Committee" wide>
        {loaded.status === 'loading' ? <Typography role="status">{Messages.loading}</Typography> : null}
        {loaded.status === 'error' ? (
          <Alert severity="error" role="alert">
            {loaded.text}
          </Alert>
        ) : null}
        {loaded.status === 'ready' ? (
          answered ? (
            <Alert severity="success" role="status">
              {answered}
            </Alert>
          ) : (
            <Invitation invitation={loaded.invitation} token={token} onAnswered={setAnswered} />
          )
        ) : null}
      </FormPage>
    </SiteTheme>
  );
}

function Invitation({ invitation, token, onAnswered }: { invitation: PublicInvitation; token: string; onAnswered: (message: string) => void }) {
  return (
    <>
      <Typography sx={{ mb: 1 }}>Dear {invitation.name},</Typography>
      <Typography sx={{ mb: 2 }}>
        The chair of {invitation.conference} invites you to review for its programme committee: at most {invitation.maxLoad} paper{invitation.maxLoad === 1 ? '' : 's'}, as many as you choose. Please answer by {formatDate(invitation.expiresAt)}.
      </Typography>
      {invitation.message ? (
        <Typography component="blockquote" sx={{ whiteSpace: 'pre-line', borderLeft: 3, borderColor: 'divider', pl: 2, mx: 0, mb: 3 }}>
          {invitation.message}
        </Typography>
      ) : null}
      <AcceptInvitationForm invitation={invitation} token={token} onAccepted={onAnswered} />
      <DeclineInvitationForm token={token} onDeclined={onAnswered} />
    </>
  );
}
