// The frame of a prerendered form screen (sign-in, author registration): a centred card holding the
// page's single <h1>, in plain HTML and CSS inside the public layout. MUI screens use FormCard instead.
import type { ReactNode } from 'react';
import '../../styles/forms.css';

interface FormPageProps {
  title: string;
  children: ReactNode;
  /** A wider card, for a form in two columns. */
  wide?: boolean;
}

export function FormPage({ title, children, wide = false }: FormPageProps) {
  return (
    <div className="pub-page pub-form-page">
      <div className={wide ? 'pub-form-card pub-form-card--wide' : 'pub-form-card'}>
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
