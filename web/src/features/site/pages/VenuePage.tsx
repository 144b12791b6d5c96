// Venue & Accommodation: the physical venue, the virtual mode and accommodation information, as the chair
// set them on Settings (a card the chair left empty is not shown).
import type { ReactNode } from 'react';
import { conference, conferenceDaysOf } from '@confsys/domain';
import { usePublicCalendar } from '../../../lib/publicCalendar';
import { usePublicConference } from '../../../lib/publicConference';
import { CardBand } from '../../../components/layout/CardBand';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Paragraphs } from '../../../components/layout/Paragraphs';
import { usePageTitle } from '../../../lib/usePageTitle';

export default function VenuePage() {
  usePageTitle('Venue & Accommodation');
  const days = conferenceDaysOf(usePublicCalendar());
  const identity = usePublicConference();
  const { venue, contactEmail } = identity;
  const cards: Array<{ title: string; body: ReactNode }> = [{ title: 'Physical Venue', body: <Paragraphs text={venue.physical} /> }];
  if (venue.virtual) cards.push({ title: 'Virtual Mode', body: <Paragraphs text={venue.virtual} /> });
  cards.push({
    title: 'Accommodation Information',
    body: (
      <>
        <Paragraphs text={venue.accommodation} />
        <p>
          Requests: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </p>
      </>
    ),
  });

  return (
    <div className="pub-page">
      <PageHeader title="Venue & Accommodation" lead={`${conference.shortName} runs in ${identity.mode.toLowerCase()} mode on ${days}.`} />
      <CardBand cards={cards} />
    </div>
  );
}
