// A bordered card with a heading, used for highlights, publication options and venue blocks.
import type { ReactNode } from 'react';

interface InfoCardProps {
  title: string;
  children: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** A short decorative mark (emoji-free text or symbol) shown above the heading; hidden from screen readers. */
  badge?: string;
}

export function InfoCard({ title, children, headingLevel = 'h3', badge }: InfoCardProps) {
  const Heading = headingLevel;
  return (
    <article className="pub-card">
      {badge ? (
        <span className="pub-card__badge" aria-hidden="true">
          {badge}
        </span>
      ) : null}
      <Heading className="pub-card__title">{title}</Heading>
      <div className="pub-card__body">{children}</div>
    </article>
  );
}
