// Author Dashboard (/authordashboard, /authordashboard/:authorId): the signed-in author's greeting, their
// conference registration receipt (when registered), their registration as a participant (with the
// accepted papers they present) and its payment, when and where they present (once the programme places
// their papers), each accepted paper's proceedings (camera-ready file, copyright form, final metadata),
// and submissions, then their papers of each archived edition. An author only ever sees their own: another id in the address redirects to theirs.
import { Navigate, useNavigate, useParams } from 'react-router';
import { Alert, Box, Button } from '@mui/material';
import { Messages } from '@confsys/domain';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { AuthorGreeting, Greeting } from '../../features/submissions/components/AuthorGreeting';
import { AuthorSubmissions } from '../../features/submissions/components/AuthorSubmissions';
import { ArchivedSubmissions } from '../../features/editions/components/ArchivedSubmissions';
import { ParticipantRegistrationCard } from './ParticipantRegistrationCard';
import { Presentations } from '../../features/programme/components/Presentations';
import { ProceedingsCards } from '../../features/proceedings/components/ProceedingsCards';
import { MyCertificatesCard } from '../../features/certificates/components/MyCertificatesCard';
import { RegistrationReceipt } from '../../features/registration/components/RegistrationReceipt';
import { LoadErrorBoundary } from '../../components/feedback/LoadErrorBoundary';
import { usePageTitle } from '../../lib/usePageTitle';
import { DashboardHeader } from '../DashboardHeader';
import { useAuthorManuscripts } from '../../features/submissions/hooks/useAuthorManuscripts';

export default function AuthorDashboardPage() {
  usePageTitle('Author Dashboard');
  const session = useSession();
  const { authorId } = useParams();

  // The author area's route guard renders this page only for a signed-in author.
  if (session.status !== 'signedIn') return null;
  const uid = session.user.uid;
  if (authorId !== undefined && authorId !== uid) return <Navigate to={paths.authorDashboardFor(uid)} replace />;
  return <AuthorDashboard uid={uid} />;
}

function AuthorDashboard({ uid }: { uid: string }) {
  const navigate = useNavigate();

  return (
    <Box sx={{ px: 2, py: { xs: 3, md: 5 }, maxWidth: 1280, mx: 'auto' }}>
      <DashboardHeader
        loginPath={paths.authorLogin}
        greeting={
          <LoadErrorBoundary fallback={<Greeting name="" />}>
            <AuthorGreeting uid={uid} />
          </LoadErrorBoundary>
        }
      >
        <Button variant="contained" onClick={() => void navigate(paths.submitManuscript)}>
          Submit New Manuscript
        </Button>
      </DashboardHeader>
      <RegistrationReceipt />
      <LoadErrorBoundary
        fallback={
          <>
            <ParticipantRegistrationCard papers={null} />
            <Alert severity="error">{Messages.failedToLoadPapers}</Alert>
          </>
        }
      >
        <AuthorPapers uid={uid} />
      </LoadErrorBoundary>
    </Box>
  );
}

/** The author's manuscripts, read once: the papers they may present at registration, their presentation times, their accepted papers' proceedings, and the submissions table. */
function AuthorPapers({ uid }: { uid: string }) {
  const manuscripts = useAuthorManuscripts(uid);
  return (
    <>
      <ParticipantRegistrationCard papers={manuscripts} />
      <Presentations papers={manuscripts.rows} />
      <ProceedingsCards papers={manuscripts.rows} />
      <MyCertificatesCard />
      <AuthorSubmissions manuscripts={manuscripts} />
      <ArchivedSubmissions uid={uid} />
    </>
  );
}
