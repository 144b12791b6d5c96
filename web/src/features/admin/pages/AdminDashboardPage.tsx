// Admin dashboard (/admindashboard, /admin/dashboard). The counts, charts and papers table come with
// their own issue; until then the screen shows only its headings and greeting, nothing invented.
import { Typography } from '@mui/material';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/usePageTitle';

export default function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  const session = useSession();
  const name = session.status === 'signedIn' ? session.user.displayName : null;

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Welcome to the Admin Dashboard
      </Typography>
      {name ? <Typography sx={{ mb: 3 }}>Hello, {name}</Typography> : null}
      <Typography variant="h5" component="h2">
        Dashboard Overview
      </Typography>
    </>
  );
}
