// Venue & Accommodation: the physical venue, the virtual mode and accommodation information, as the chair
// set them on Settings (a card the chair left empty is not shown).
import type { ReactNode } from 'react';
import { CardBand } from '../../../components/layout/CardBand';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Paragraphs } from '../../../components/layout/Paragraphs';
import { usePublicPage } from '../../../lib/publicPage';

export default function VenuePage() {
  const { when, identity, edition } = usePublicPage('Venue & Accommodation');
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
      <PageHeader title="Venue & Accommodation" lead={`${edition} runs in ${identity.mode.toLowerCase()} mode ${when}.`} />
      <CardBand cards={cards} />
    </div>
  );
}
