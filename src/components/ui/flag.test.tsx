import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Flag, flagCode } from './flag';
import { FLAG_SVGS } from './flag-set';

const emojiOf = (code: string) =>
  String.fromCodePoint(0x1f1e6 + code.charCodeAt(0) - 65, 0x1f1e6 + code.charCodeAt(1) - 65);

// The countries the server gives a flag (API-CONTRACT section 6) and the sign-up form's eight.
const KNOWN = [
  'UAE',
  'Pakistan',
  'Saudi Arabia',
  'India',
  'UK',
  'USA',
  'Canada',
  'Australia',
  'Germany',
  'France',
  'Italy',
  'Spain',
  'Netherlands',
  'Belgium',
  'Switzerland',
  'Austria',
  'Sweden',
  'Norway',
  'Denmark',
  'Finland',
  'Japan',
  'China',
];

describe('Flag', () => {
  it('draws every country the product knows, by name and by its emoji', () => {
    for (const name of KNOWN) {
      const code = flagCode(name);
      expect(code && FLAG_SVGS[code], name).toBeTruthy();
      expect(flagCode('', emojiOf(code ?? ''))).toBe(code);
    }
    expect(Object.keys(FLAG_SVGS).sort()).toEqual(
      [...new Set(KNOWN.map((n) => flagCode(n)))].sort(),
    );
  });

  it('draws an SVG named after the country once the drawings have loaded', async () => {
    render(<Flag country="Pakistan" emoji="🇵🇰" />);
    const flag = screen.getByRole('img', { name: 'Pakistan flag' });
    await waitFor(() => {
      expect(flag).toContainHTML('data-flag="PK"');
    });
    expect(flag).not.toHaveTextContent('🇵🇰');
  });

  it('prefers the emoji of the answer and falls back to the name', async () => {
    render(
      <>
        <Flag country="Emirates" emoji="🇦🇪" />
        <Flag country="united kingdom" />
      </>,
    );
    await waitFor(() => {
      expect(screen.getByRole('img', { name: 'Emirates flag' })).toContainHTML('data-flag="AE"');
    });
    expect(screen.getByRole('img', { name: 'united kingdom flag' })).toContainHTML(
      'data-flag="GB"',
    );
  });

  it('shows a globe for a country it has no drawing for', async () => {
    render(<Flag country="Oman" emoji="🌍" />);
    const flag = screen.getByRole('img', { name: 'Oman flag' });
    await waitFor(() => {
      expect(flag).toContainHTML('lucide');
    });
    expect(flag).not.toContainHTML('data-flag');
    expect(flag).not.toHaveTextContent('🌍');
  });

  it('hides a decorative flag from screen readers', () => {
    render(
      <p>
        <Flag country="India" decorative /> India
      </p>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByLabelText('India flag')).toHaveAttribute('aria-hidden', 'true');
  });
});
