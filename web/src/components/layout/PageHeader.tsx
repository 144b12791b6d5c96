// The band at the top of each public page: the page's single <h1> and an optional lead paragraph.
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  lead?: ReactNode;
}

export function PageHeader({ title, lead }: PageHeaderProps) {
  return (
    <div className="pub-page-header">
      <div className="pub-container">
        <h1>{title}</h1>
        {lead ? <p className="pub-lead">{lead}</p> : null}
      </div>
    </div>
  );
}
