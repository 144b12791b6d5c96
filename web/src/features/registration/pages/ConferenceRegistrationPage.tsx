// Conference Registration (/conference-registration): the public registration form. It sits with the
// public pages and loads no Firebase; it brings MUI and the theme itself, which the signed-in areas
// otherwise get from FirebaseRoot.
import { useMemo } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { usePublicPage } from '../../../lib/publicPage';
import { buildTheme } from '../../../theme/theme';
import { ConferenceRegistrationForm } from '../components/ConferenceRegistrationForm';

export default function ConferenceRegistrationPage() {
  const { daysInText, edition } = usePublicPage('Conference Registration');
  const theme = useMemo(() => buildTheme('light'), []);
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ px: 2, py: { xs: 4, md: 6 } }}>
        <Paper variant="outlined" sx={{ maxWidth: 720, mx: 'auto', p: { xs: 3, sm: 4 } }}>
          <Typography variant="h4" component="h1" gutterBottom>
            Conference Registration
          </Typography>
          <Typography color="text.secondary">
            Register for {edition}, {daysInText}. Your receipt downloads once the registration is recorded.
          </Typography>
          <ConferenceRegistrationForm />
        </Paper>
      </Box>
    </ThemeProvider>
  );
}
