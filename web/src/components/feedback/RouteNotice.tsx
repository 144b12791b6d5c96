// Shows, once, the success message the previous screen passed in the navigation state.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '@mui/material';
import { noticeFromState } from './routeNotice';

export function RouteNotice() {
  const location = useLocation();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const notice = noticeFromState(location.state);
  if (!notice || dismissed === location.key) return null;
  return (
    <Alert severity="success" role="status" onClose={() => setDismissed(location.key)} sx={{ mb: 2 }}>
      {notice}
    </Alert>
  );
}
