// "Skip to content": the first Tab stop of every layout (public, signed-in, admin), visually hidden until
// focused, moving focus to the layout's <main id="main-content" tabIndex={-1}>. Plain HTML and CSS, so the
// prerendered pages have it before any script runs (the fragment link works without JavaScript too).
import type { MouseEvent } from 'react';
import { mainContentId } from './mainContent';
import '../../styles/skipLink.css';

export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainContentId);
    if (!main) return;
    // Focus rather than follow the fragment: the router would treat the hash as a navigation.
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className="skip-link" href={`#${mainContentId}`} onClick={skip}>
      Skip to content
    </a>
  );
}
