// Settings (/admin/profile): the conference's identity first (its name, organiser, venue, committee,
// payment details; through the API), then the admin's profile (name, email, password; through the API), the
// system settings (the conference-wide Notifications switch, through the API; the admin's own theme, in
// settings/{uid}), the conference's review settings (reviewers per paper, shared reviews; the API), and
// where integrators read the API (its reference and OpenAPI document), and the conference calendar with
// its history of changes, the extensions of the submission deadline, the registration fees, and the
// proceedings (page limits and size, copyright text, ISBN, DOI prefix, publisher, preface), and the
// privacy settings (the data contact and the retention periods the privacy notice prints), and the
// editions (the next one made from the current one, then opened).
import { Box } from '@mui/material';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/usePageTitle';
import { AdminPage } from '../../components/layout/AdminPage';
import { ApiReferenceCard } from '../../components/layout/ApiReferenceCard';
import { AutomaticRemindersForm } from '../../features/mail/components/AutomaticRemindersForm';
import { CalendarSettingsForm } from '../../features/calendar/components/CalendarSettingsForm';
import { ConferenceSettingsForm } from '../../features/conference/components/ConferenceSettingsForm';
import { EditionsSection } from '../../features/editions/components/EditionsSection';
import { ExtensionsSection } from '../../features/calendar/components/ExtensionsSection';
import { FeeTableForm } from '../../features/registration/components/FeeTableForm';
import { PrivacySettingsForm } from '../../features/privacy/components/PrivacySettingsForm';
import { ProceedingsSettingsForm } from '../../features/proceedings/components/ProceedingsSettingsForm';
import { ProfileSettingsForm } from './ProfileSettingsForm';
import { ReviewSettingsForm } from '../../features/reviews/components/ReviewSettingsForm';
import { SystemSettingsForm } from './SystemSettingsForm';

export default function SettingsPage() {
  usePageTitle('Settings');
  const session = useSession();
  // The admin area's guard renders this screen only for a signed-in admin.
  if (session.status !== 'signedIn') return null;
  const { user } = session;
  return (
    <AdminPage title="Settings">
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <ConferenceSettingsForm />
        <ProfileSettingsForm key={user.uid} user={user} />
        <SystemSettingsForm key={user.uid} uid={user.uid} />
        <ReviewSettingsForm />
        <AutomaticRemindersForm />
        <ApiReferenceCard />
        <CalendarSettingsForm />
        <ExtensionsSection />
        <FeeTableForm />
        <ProceedingsSettingsForm />
        <PrivacySettingsForm />
        <EditionsSection />
      </Box>
    </AdminPage>
  );
}
