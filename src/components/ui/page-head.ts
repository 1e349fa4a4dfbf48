import { createContext } from 'react';
import { company } from '@/content/company';

/** A page's title and description, as the prerender writes them into the HTML head. */
export interface PageHead {
  title?: string;
  description?: string;
}

/** Given only while prerendering: pages report their head here (effects do not run there). */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);

/** The document title for a page title ('Home' is the site's own). */
export function documentTitle(title: string): string {
  return title === 'Home' ? `${company.name} · ${company.tagline}` : `${title} · ${company.name}`;
}
