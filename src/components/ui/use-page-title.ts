import { useEffect } from 'react';
import { company } from '@/content/company';

/** Sets the document title (and meta description when given) for a route. */
export function usePageTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title =
      title === 'Home' ? `${company.name} · ${company.tagline}` : `${title} · ${company.name}`;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
