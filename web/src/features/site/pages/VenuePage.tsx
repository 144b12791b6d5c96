// Venue & Accommodation: the physical venue, the virtual mode and accommodation information.
import { conference, conferenceDaysOf } from '@confsys/domain';
import { usePublicCalendar } from '../../../lib/publicCalendar';
import { CardBand } from '../../../components/layout/CardBand';
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

      <CardBand
        cards={[
          { title: 'Physical Venue', body: <p>{conference.venue.physical}</p> },
          { title: 'Virtual Mode', body: <p>{conference.venue.virtual}</p> },
          {
            title: 'Accommodation Information',
            body: (
              <>
                <p>{conference.venue.accommodation}</p>
                <p>
                  Requests: <a href={`mailto:${conference.contactEmail}`}>{conference.contactEmail}</a>
                </p>
              </>
            ),
          },
        ]}
      />
    </div>
  );
}
