// Conference Registration (/conference-registration): the public registration form. It sits with the
// public pages and loads no Firebase; it brings MUI and the theme itself, which the signed-in areas
// otherwise get from FirebaseRoot.
import { Box, Paper, Typography } from '@mui/material';
import { usePublicPage } from '../../../lib/publicPage';
import { SiteTheme } from '../../../theme/SiteTheme';
import { ConferenceRegistrationForm } from '../components/ConferenceRegistrationForm';

export default function ConferenceRegistrationPage() {
  const { daysInText, edition } = usePublicPage('Conference Registration');
  return (
    <SiteTheme>
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
    </SiteTheme>
  );
}
