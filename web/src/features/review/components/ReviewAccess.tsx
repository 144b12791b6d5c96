// Route guard of the evaluation form, the one screen two roles share: reviewers (their own papers) and
// admins (editing on a reviewer's behalf). Signed-out visitors go to the reviewer login and come back.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { Messages, type Role } from '@confsys/domain';
import { paths } from '../../../config/paths';
import { logout, useSession } from '../../../lib/session';

export interface ReviewAccessGrant {
  role: Extract<Role, 'reviewer' | 'admin'>;
  email: string;
}

export function ReviewAccess({ children }: { children: (grant: ReviewAccessGrant) => ReactNode }) {
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
    return <Navigate to={paths.reviewerLogin} replace state={{ from: location.pathname + location.search }} />;
  }
  const { role, user } = session;
  if (role !== 'reviewer' && role !== 'admin') {
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto', my: 6, px: 2 }}>
        <Alert severity="warning" action={<Button onClick={() => void logout()}>Sign out</Button>}>
          {Messages.forbidden} This page is for reviewer and admin accounts.
        </Alert>
      </Box>
    );
  }
  return <>{children({ role, email: user.email ?? '' })}</>;
}
