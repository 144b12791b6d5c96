// Route guards for the signed-in areas: signed-out visitors go to the login screen (and come back
// after signing in); a signed-in user of another role is told so instead of seeing the screen. Leaving a
// guarded screen on purpose (Logout, Close and leave) signs out only once that screen has gone, so its
// guard cannot answer the sign-out with a redirect of its own to the login screen.
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
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

/**
 * Leaves a guarded screen for `to` and signs out once the screen has unmounted. Navigating first is not
 * enough: the new location commits in a transition, and a sign-out landing before that commit would
 * re-render the old screen's guard, whose redirect to the login screen would win.
 */
export function useSignOutAndLeave(): (to: string) => Promise<void> {
  const navigate = useNavigate();
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) void logout();
    },
    []
  );
  return async (to: string) => {
    leaving.current = true;
    await navigate(to, { replace: true });
  };
}
