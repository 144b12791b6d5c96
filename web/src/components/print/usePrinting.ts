// Whether the page is being printed, and a print() that shows the print area before the browser's
// print dialog takes its snapshot. The browser's own Print command (beforeprint/afterprint) and print
// media emulation (matchMedia) count too, so the print area is there whichever way printing starts.
import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

const printMedia = 'print';
const isPrintMedia = (): boolean => window.matchMedia(printMedia).matches;

export function usePrinting(): { printing: boolean; print: () => void } {
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    const media = window.matchMedia(printMedia);
    // The print snapshot is taken right after beforeprint: render the area synchronously.
    const show = () => flushSync(() => setPrinting(true));
    const hide = () => setPrinting(media.matches);
    const onMediaChange = (event: MediaQueryListEvent) => (event.matches ? show() : hide());
    window.addEventListener('beforeprint', show);
    window.addEventListener('afterprint', hide);
    media.addEventListener('change', onMediaChange);
    setPrinting(media.matches);
    return () => {
      window.removeEventListener('beforeprint', show);
      window.removeEventListener('afterprint', hide);
      media.removeEventListener('change', onMediaChange);
    };
  }, []);

  const print = useCallback(() => {
    flushSync(() => setPrinting(true));
    // Browsers block here while their print dialog is open.
    window.print();
    setPrinting(isPrintMedia());
  }, []);

  return { printing, print };
}
