// Sets document.title while a page is shown and restores the previous title when it leaves, naming the
// current edition (the built one's name until the conference's answer says which is current). When pages
// are prerendered at build time the title is recorded instead, for the HTML file's <title>.
import { useEffect } from 'react';
import { formatPageTitle } from './pageTitle';
import { useCurrentEditionName } from './publicConference';

let renderedTitle: string | undefined;

export function usePageTitle(page?: string): void {
  const edition = useCurrentEditionName();
  if (import.meta.env.SSR) renderedTitle = formatPageTitle(page);
  useEffect(() => {
    const previous = document.title;
    document.title = formatPageTitle(page, edition);
    return () => {
      document.title = previous;
    };
  }, [page, edition]);
}

/** The title the last prerendered page asked for (build time only). */
export function takeRenderedTitle(): string | undefined {
  const title = renderedTitle;
  renderedTitle = undefined;
  return title;
}
