/** The inline link style of the auth pages (AA contrast in both themes). */
export const authLinkClass =
  'font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300';
