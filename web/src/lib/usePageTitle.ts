// Sets document.title while a page is shown and restores the previous title when it leaves.
import { useEffect } from 'react';
import { formatPageTitle } from './pageTitle';

export function usePageTitle(page?: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = formatPageTitle(page);
    return () => {
      document.title = previous;
    };
  }, [page]);
}
