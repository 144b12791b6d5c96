// Prints one part of a screen. While mounted, a print stylesheet hides everything on the page except
// the element with the `print-area` class; that element is rendered straight into <body> (a portal)
// and only while printing (see usePrinting), so its content is never duplicated on screen. It prints
// black on white whatever the screen's theme.
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { GlobalStyles } from '@mui/material';

export const printAreaClass = 'print-area';

const printStyles = `
@media screen {
  .${printAreaClass} { display: none !important; }
}
@media print {
  body > *:not(.${printAreaClass}) { display: none !important; }
  html, body { background: #fff !important; }
  .${printAreaClass} { display: block; color: #000; background: #fff; font: 10pt/1.35 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
  .${printAreaClass} h1 { font-size: 14pt; margin: 0 0 8pt; }
  .${printAreaClass} table { width: 100%; border-collapse: collapse; }
  .${printAreaClass} th, .${printAreaClass} td { border: 1px solid #888; padding: 3pt 5pt; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
  .${printAreaClass} thead { display: table-header-group; }
  .${printAreaClass} tr { break-inside: avoid; }
}
`;

interface PrintAreaProps {
  /** From usePrinting: the page is being printed. */
  printing: boolean;
  children: ReactNode;
}

export function PrintArea({ printing, children }: PrintAreaProps) {
  return (
    <>
      <GlobalStyles styles={printStyles} />
      {printing ? createPortal(<div className={printAreaClass}>{children}</div>, document.body) : null}
    </>
  );
}
