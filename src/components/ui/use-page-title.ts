import { use, useEffect } from 'react';
import { documentTitle, PageHeadContext } from './page-head';

/** Sets the document title (and meta description when given) for a route. */
export function usePageTitle(title: string, description?: string): void {
  // Prerendering: the head is written from what the page reports during its render.
  use(PageHeadContext)?.({ title: documentTitle(title), description });
  useEffect(() => {
    document.title = documentTitle(title);
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
