// Sets document.title while a page is shown and restores the previous title when it leaves. When pages
// are prerendered at build time the title is recorded instead, for the HTML file's <title>.
import { useEffect } from 'react';
import { formatPageTitle } from './pageTitle';

let renderedTitle: string | undefined;

export function usePageTitle(page?: string): void {
  if (import.meta.env.SSR) renderedTitle = formatPageTitle(page);
  useEffect(() => {
    const previous = document.title;
    document.title = formatPageTitle(page);
    return () => {
      document.title = previous;
    };
  }, [page]);
}

/** The title the last prerendered page asked for (build time only). */
export function takeRenderedTitle(): string | undefined {
  const title = renderedTitle;
  renderedTitle = undefined;
  return title;
}
