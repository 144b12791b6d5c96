// A public page's untitled band of cards (Venue's places, Publication's outlets): each card headed at
// the page's second level, and what follows the cards (an action) below them.
import type { ReactNode } from 'react';
import { InfoCard } from './InfoCard';

interface CardBandProps {
  cards: ReadonlyArray<{ title: string; body: ReactNode }>;
  children?: ReactNode;
}

export function CardBand({ cards, children }: CardBandProps) {
  return (
    <div className="pub-section">
      <div className="pub-container">
        <div className="pub-grid pub-grid--wide">
          {cards.map((card) => (
            <InfoCard key={card.title} title={card.title} headingLevel="h2">
              {card.body}
            </InfoCard>
          ))}
        </div>
        {children}
      </div>
    </div>
  );
}
