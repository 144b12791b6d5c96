// The head of the author's and the reviewer's dashboards: the greeting, the page's own actions, then
// Download my data, Erase my data and Logout. Logout leaves for the role's sign-in screen and signs out
// once the dashboard has gone (useSignOutAndLeave).
import type { ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import { useSignOutAndLeave } from '../lib/guards';
import { DownloadMyDataButton } from '../features/privacy/components/DownloadMyDataButton';
import { EraseMyDataButton } from '../features/privacy/components/EraseMyDataButton';

interface DashboardHeaderProps {
  greeting: ReactNode;
  /** Where Logout leaves for. */
  loginPath: string;
  /** The page's own actions, before the two every dashboard has. */
  children?: ReactNode;
}

export function DashboardHeader({ greeting, loginPath, children }: DashboardHeaderProps) {
  const signOutAndLeave = useSignOutAndLeave();

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
      {greeting}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {children}
        <DownloadMyDataButton />
        <EraseMyDataButton />
        <Button variant="outlined" onClick={() => void signOutAndLeave(loginPath)}>
          Logout
        </Button>
      </Stack>
    </Stack>
  );
}
