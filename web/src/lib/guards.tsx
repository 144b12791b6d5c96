// Route guards for the signed-in areas: signed-out visitors go to the login screen (and come back
// after signing in); a signed-in user of another role is told so instead of seeing the screen.
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import type { User } from 'firebase/auth';
import { Messages, type Role } from '@confsys/domain';
import { logout, useSession } from './session';

interface RoleGateProps<Allowed extends Role> {
  roles: readonly Allowed[];
  loginPath: string;
  children: (signedIn: { user: User; role: Allowed }) => ReactNode;
}

/** Renders `children` for a signed-in user holding one of `roles`. */
export function RoleGate<Allowed extends Role>({ roles, loginPath, children }: RoleGateProps<Allowed>) {
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
  const { role, user } = session;
  if (role === null || !(roles as readonly Role[]).includes(role)) {
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto', my: 6, px: 2 }}>
        <Alert severity="warning" action={<Button onClick={() => void logout()}>Sign out</Button>}>
          {Messages.forbidden} This page is for {roles.join(' and ')} accounts.
        </Alert>
      </Box>
    );
  }
  return <>{children({ user, role: role as Allowed })}</>;
}

/** A route element guarding the routes below it for one role. */
export function RequireRole({ role, loginPath }: { role: Role; loginPath: string }) {
  return (
    <RoleGate roles={[role]} loginPath={loginPath}>
      {() => <Outlet />}
    </RoleGate>
  );
}
