// A titled page section of prose: its paragraphs, then its bulleted points, in the public pages' prose
// style; anything else the section holds (a list of facts, blocks) follows the prose.
import type { ReactNode } from 'react';
import { Section } from './Section';

interface ProseSectionProps {
  title: string;
  tone?: 'plain' | 'muted';
  paragraphs?: readonly ReactNode[];
  points?: readonly ReactNode[];
  children?: ReactNode;
}

export function ProseSection({ title, tone, paragraphs = [], points, children }: ProseSectionProps) {
  return (
    <Section title={title} tone={tone}>
      <div className="pub-prose">
        {/* The texts are fixed for a page, so their places are their keys. */}
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {points ? (
          <ul>
            {points.map((point, index) => (
              <li key={index}>{point}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {children}
    </Section>
  );
}
