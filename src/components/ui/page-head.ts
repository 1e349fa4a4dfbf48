import { createContext } from 'react';
import { company } from '@/content/company';
import { homePageName } from '@/content/page-names';

/** A page's title and description, as the prerender writes them into the HTML head. */
export interface PageHead {
  title?: string;
  description?: string;
}

/** Given only while prerendering: pages report their head here (effects do not run there). */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);

/**
 * The document title for a page title, in the active language: 'Home' (or its Arabic name,
 * 'الرئيسية') is the site's own, the brand and its tagline; any other is followed by the brand
 * ('... · Rihla', '... · رحلة').
 */
export function documentTitle(title: string): string {
  const home = title === 'Home' || title === homePageName();
  return home ? `${company.name} · ${company.tagline}` : `${title} · ${company.name}`;
}
