// A titled page section (<section> labelled by its <h2>), optionally on the light grey background.
import { useId, type ReactNode } from 'react';

interface SectionProps {
  title: string;
  children: ReactNode;
  tone?: 'plain' | 'muted';
  /** Hides the heading visually but keeps it for screen readers and the heading outline. */
  hideTitle?: boolean;
}

export function Section({ title, children, tone = 'plain', hideTitle = false }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`pub-section pub-section--${tone}`}>
      <div className="pub-container">
        <h2 id={headingId} className={hideTitle ? 'pub-visually-hidden' : 'pub-section__title'}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
