// Reviewer Dashboard (/reviewer): welcome, the count and table of assigned papers with their due dates,
// the reviewer's topics (and the way to bidding), the private calendar link of those due dates, their
// certificates, how they hear of discussions, and Logout.
import type { User } from 'firebase/auth';
import { Alert, Box, Typography } from '@mui/material';
import { Messages } from '@confsys/domain';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { StorageKeys } from '../../lib/storage';
import { AssignedPapers } from '../../features/reviews/components/AssignedPapers';
import { CalendarFeedCard } from '../../features/calendar/components/CalendarFeedCard';
import { MyCertificatesCard } from '../../features/certificates/components/MyCertificatesCard';
import { NoticeModeCard } from '../../features/discussion/components/NoticeModeCard';
import { TopicsCard } from '../../features/assignment/components/TopicsCard';
import { LoadErrorBoundary } from '../../components/feedback/LoadErrorBoundary';
import { RouteNotice } from '../../components/feedback/RouteNotice';
import { VerifyEmailNotice } from '../../features/accounts/components/VerifyEmailNotice';
import { usePageTitle } from '../../lib/usePageTitle';
import { parseStoredReviewer } from '../../features/reviews/utils/assignedPaper';
import { DashboardHeader } from '../DashboardHeader';

export default function ReviewerDashboardPage() {
  usePageTitle('Reviewer Dashboard');
  const session = useSession();
  // The reviewer area's route guard renders this page only for a signed-in reviewer.
  if (session.status !== 'signedIn') return null;
  const user = session.user;
  const name = user.displayName || parseStoredReviewer(localStorage.getItem(StorageKeys.reviewer))?.name || '';

  return (
    <Box sx={{ px: 2, py: { xs: 3, md: 5 }, maxWidth: 1120, mx: 'auto' }}>
      <DashboardHeader
        loginPath={paths.reviewerLogin}
        greeting={
          <Typography variant="h4" component="h1">
            {name ? `Welcome, ${name}` : 'Welcome'}
          </Typography>
        }
      />
      <RouteNotice />
      <ReviewerPapers user={user} />
    </Box>
  );
}

function ReviewerPapers({ user }: { user: User }) {
  if (!user.email) return <Alert severity="error">{Messages.reviewerNotFound}</Alert>;
  // Unverified, the rules would refuse the query: it is not run at all.
  if (!user.emailVerified) return <VerifyEmailNotice user={user} />;
  return (
    <LoadErrorBoundary fallback={<Alert severity="error">{Messages.failedToLoadPapers}</Alert>}>
      <AssignedPapers email={user.email} />
      <TopicsCard />
      <CalendarFeedCard />
      <MyCertificatesCard />
      <NoticeModeCard uid={user.uid} />
    </LoadErrorBoundary>
  );
}
