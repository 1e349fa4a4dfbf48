import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toRows } from '../content/features';
import { renderWithProviders } from '@/test/render';
import { BeyondRidesSection } from './beyond-rides-section';

describe('Beyond Rides', () => {
  it('lays the 8 features out in rows of 3, 2 and 3', () => {
    renderWithProviders(<BeyondRidesSection />);
    const section = screen.getByRole('region', {
      name: 'A company that looks after its community',
    });
    const rows = within(section).getAllByRole('list');
    expect(rows.map((row) => within(row).getAllByRole('listitem').length)).toEqual([3, 2, 3]);
    expect(within(rows[1]!).getByRole('heading', { name: 'Zero Registration Fees' })).toBeVisible();
  });

  it('splits items by the given row sizes', () => {
    expect(toRows([1, 2, 3, 4, 5, 6, 7, 8], [3, 2, 3])).toEqual([
      [1, 2, 3],
      [4, 5],
      [6, 7, 8],
    ]);
    expect(toRows([1, 2, 3, 4], [3, 2, 3])).toEqual([[1, 2, 3], [4]]);
  });
});
