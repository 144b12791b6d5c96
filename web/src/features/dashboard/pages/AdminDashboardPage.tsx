// Admin dashboard (/admindashboard, /admin/dashboard): the greeting, the live counts and charts (from
import { Messages } from '@confsys/domain';
// the stats/dashboard document) and the Submitted Papers table (loaded once from the API).
import { Alert, Box, Typography } from '@mui/material';
import { LoadErrorBoundary } from '../../../components/feedback/LoadErrorBoundary';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/usePageTitle';
import { DashboardOverview } from '../components/DashboardOverview';
import { SubmittedPapers } from '../components/SubmittedPapers';

export default function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  const session = useSession();
  const name = session.status === 'signedIn' ? session.user.displayName : null;

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Welcome to the Admin Dashboard
      </Typography>
      {name ? <Typography sx={{ mb: 3 }}>Hello, {name}</Typography> : null}
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Dashboard Overview
      </Typography>
      <LoadErrorBoundary
        fallback={
          <Alert severity="error" role="alert" sx={{ mb: 3 }}>
            {Messages.dashboardStatsFailed}
          </Alert>
        }
      >
        <DashboardOverview />
      </LoadErrorBoundary>
      <SubmittedPapers />
    </Box>
  );
}
