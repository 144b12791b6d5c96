// Conference Registration (/conference-registration): the public registration form. It sits with the
// public pages and loads no Firebase; it brings MUI and the theme itself, which the signed-in areas
// otherwise get from FirebaseRoot.
import { useMemo } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { conferenceDaysOf, datesToBeAnnounced } from '@confsys/domain';
import { useAnnouncedCalendar } from '../../../lib/publicCalendar';
import { useCurrentEditionName } from '../../../lib/publicConference';
import { usePageTitle } from '../../../lib/usePageTitle';
import { buildTheme } from '../../../theme/theme';
import { ConferenceRegistrationForm } from '../components/ConferenceRegistrationForm';

export default function ConferenceRegistrationPage() {
  usePageTitle('Conference Registration');
  const calendar = useAnnouncedCalendar();
  const days = calendar ? conferenceDaysOf(calendar) : datesToBeAnnounced.toLowerCase();
  const edition = useCurrentEditionName();
  const theme = useMemo(() => buildTheme('light'), []);
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ px: 2, py: { xs: 4, md: 6 } }}>
        <Paper variant="outlined" sx={{ maxWidth: 720, mx: 'auto', p: { xs: 3, sm: 4 } }}>
          <Typography variant="h4" component="h1" gutterBottom>
            Conference Registration
          </Typography>
          <Typography color="text.secondary">
            Register for {edition}, {days}. Your receipt downloads once the registration is recorded.
          </Typography>
          <ConferenceRegistrationForm />
        </Paper>
      </Box>
    </ThemeProvider>
  );
}
