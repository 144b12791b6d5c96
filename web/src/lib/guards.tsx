// Route guard for the signed-in areas: signed-out visitors go to the role's login screen (and come back
// after signing in); a signed-in user of another role is told so instead of seeing the screen.
import { Navigate, Outlet, useLocation } from 'react-router';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { Messages, type Role } from '@confsys/domain';
import { logout, useSession } from './session';

interface RequireRoleProps {
  role: Role;
  loginPath: string;
}

export function RequireRole({ role, loginPath }: RequireRoleProps) {
  const session = useSession();
  const location = useLocation();

  if (session.status === 'loading') {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }} role="status" aria-label="Loading">
        <CircularProgress />
      </Box>
    );
  }
  if (session.status === 'signedOut') {
    return <Navigate to={loginPath} replace state={{ from: location.pathname + location.search }} />;
  }
  if (session.role !== role) {
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto', my: 6, px: 2 }}>
        <Alert severity="warning" action={<Button onClick={() => void logout()}>Sign out</Button>}>
          {Messages.forbidden} This page is for {role} accounts.
        </Alert>
      </Box>
    );
  }
  return <Outlet />;
}
