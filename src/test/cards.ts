import { within } from '@testing-library/react';

/**
 * A phone card's values by their labels: each term (dt) paired with the definition (dd) after
 * it, as a screen reader reads them. Throws when a label has no value.
 */
export function cardValues(card: HTMLElement): Record<string, string> {
  const terms = within(card).getAllByRole('term');
  const values = within(card).getAllByRole('definition');
  if (terms.length !== values.length) throw new Error('every label needs its value');
  return Object.fromEntries(
    terms.map((term, i) => [term.textContent, values[i]?.textContent ?? '']),
  );
}
