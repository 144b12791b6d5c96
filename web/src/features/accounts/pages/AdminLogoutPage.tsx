// /admin/logout: no server call; goes home, then clears the session and the browser storage. Leaving
// first matters: signed out while the admin area is still shown, its guard would open the admin login.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Box, CircularProgress } from '@mui/material';
import { paths } from '../../../config/paths';
import { logout } from '../../../lib/session';

export default function AdminLogoutPage() {
  const navigate = useNavigate();

  useEffect(() => {
    void Promise.resolve(navigate(paths.home, { replace: true })).then(logout);
  }, [navigate]);

  return (
    <Box role="status" aria-label="Logging out" sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <CircularProgress />
    </Box>
  );
}
