// Settings (/admin/profile?section=…): one section at a time, chosen from the section list beside it (above
// it on a phone) and kept in the address, each section's forms with their own Save; leaving a form with
// changes not saved (for another section, another screen, or by closing the tab) asks first:
// - Conference: its identity (name, organiser, venue, committee, payment details);
// - Calendar: the dates with their history of changes, and the submission deadline's extensions;
// - Reviewing: reviewers per paper and shared reviews; the integrity checks (similarity threshold, the cap on
//   papers per author, the optional Similarity Check);
// - Notifications: the conference-wide switch of its messages, and the automatic reminders;
// - Fees: the registration fee table; Proceedings: page limits, copyright text, ISBN, DOI, publisher,
//   preface; Privacy: the data contact and the retention periods the privacy notice prints;
// - Editions: the next edition made from this one, then opened; API: where integrators read it;
// - My account: the admin's own name, email, password and theme (nobody else's screens change).
import type { ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { useSearchParams } from 'react-router';
import { Stack } from '@mui/material';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/usePageTitle';
import { paths } from '../../config/paths';
import { AdminPage } from '../../components/layout/AdminPage';
import { SectionNavLayout } from '../../components/layout/SectionNavLayout';
import { UnsavedChangesGuard } from '../../components/forms/UnsavedChanges';
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
import { IntegritySettingsForm } from '../../features/similarity/components/IntegritySettingsForm';
import { NotificationSettingsForm } from './NotificationSettingsForm';
import { ThemeSettingsForm } from './ThemeSettingsForm';
import { settingsSections, settingsSectionOf, type SettingsSectionId } from './settingsSections';

const navEntries = settingsSections.map((entry) => ({ key: entry.id, title: entry.title, to: paths.adminSettings(entry.id) }));

function SectionForms({ section, user }: { section: SettingsSectionId; user: User }): ReactNode {
  switch (section) {
    case 'conference':
      return <ConferenceSettingsForm />;
    case 'calendar':
      return (
        <>
          <CalendarSettingsForm />
          <ExtensionsSection />
        </>
      );
    case 'reviewing':
      return (
        <>
          <ReviewSettingsForm />
          <IntegritySettingsForm />
        </>
      );
    case 'notifications':
      return (
        <>
          <NotificationSettingsForm />
          <AutomaticRemindersForm />
        </>
      );
    case 'fees':
      return <FeeTableForm />;
    case 'proceedings':
      return <ProceedingsSettingsForm />;
    case 'privacy':
      return <PrivacySettingsForm />;
    case 'editions':
      return <EditionsSection />;
    case 'api':
      return <ApiReferenceCard />;
    case 'account':
      return (
        <>
          <ProfileSettingsForm key={user.uid} user={user} />
          <ThemeSettingsForm key={`theme-${user.uid}`} uid={user.uid} />
        </>
      );
  }
}

export default function SettingsPage() {
  const [params] = useSearchParams();
  const section = settingsSectionOf(params.get('section'));
  const shown = settingsSections.find((entry) => entry.id === section)!;
  usePageTitle(`Settings: ${shown.title}`);
  const session = useSession();
  // The admin area's guard renders this screen only for a signed-in admin.
  if (session.status !== 'signedIn') return null;
  const { user } = session;
  return (
    <AdminPage title="Settings">
      <SectionNavLayout label="Settings sections" entries={navEntries} current={section} width="13rem">
        <UnsavedChangesGuard>
          <Stack spacing={3} sx={{ minWidth: 0 }}>
            <SectionForms key={section} section={section} user={user} />
          </Stack>
        </UnsavedChangesGuard>
      </SectionNavLayout>
    </AdminPage>
  );
}
