// Venue & Accommodation: the physical venue, the virtual mode and accommodation information.
import { conference, conferenceDaysOf } from '@confsys/domain';
import { usePublicCalendar } from '../../../lib/publicCalendar';
import { InfoCard } from '../../../components/layout/InfoCard';
import { PageHeader } from '../../../components/layout/PageHeader';
import { usePageTitle } from '../../../lib/usePageTitle';

export default function VenuePage() {
  usePageTitle('Venue & Accommodation');
  const days = conferenceDaysOf(usePublicCalendar());

  return (
    <div className="pub-page">
      <PageHeader
        title="Venue & Accommodation"
        lead={`${conference.shortName} runs in ${conference.mode.toLowerCase()} mode on ${days}.`}
      />

      <div className="pub-section">
        <div className="pub-container">
          <div className="pub-grid pub-grid--wide">
            <InfoCard title="Physical Venue" headingLevel="h2">
              <p>{conference.venue.physical}</p>
            </InfoCard>
            <InfoCard title="Virtual Mode" headingLevel="h2">
              <p>{conference.venue.virtual}</p>
            </InfoCard>
            <InfoCard title="Accommodation Information" headingLevel="h2">
              <p>{conference.venue.accommodation}</p>
              <p>
                Requests: <a href={`mailto:${conference.contactEmail}`}>{conference.contactEmail}</a>
              </p>
            </InfoCard>
          </div>
        </div>
      </div>
    </div>
  );
}
