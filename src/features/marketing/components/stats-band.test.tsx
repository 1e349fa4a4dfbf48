import { screen } from '@testing-library/react';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { setReducedMotion } from '@/test/reduced-motion';
import StatsBand from './stats-band';

// Records every start of a counter: the props it was given, and how often one mounted.
const starts = vi.hoisted(() => [] as { end: number; duration: number; separator: string }[]);
vi.mock('react-countup', () => ({
  default: function CountUpMock(props: { end: number; duration: number; separator: string }) {
    starts.push({ end: props.end, duration: props.duration, separator: props.separator });
    return <span>{`counting to ${String(props.end)}`}</span>;
  },
}));

let undo: (() => void) | undefined;
afterEach(() => {
  starts.length = 0;
  undo?.();
  undo = undefined;
});

describe('StatsBand', () => {
  it('shows 0 and does not start while less than 30% of the band is visible', () => {
    renderWithProviders(<StatsBand />);
    mockAllIsIntersecting(0.29);
    expect(screen.getByTestId('counter-Countries')).toHaveTextContent('0');
    expect(screen.getByTestId('counter-Registered members')).toHaveTextContent('0');
    expect(starts).toHaveLength(0);
  });

  it('starts the three counters with the spec durations when 30% is visible', () => {
    renderWithProviders(<StatsBand />);
    mockAllIsIntersecting(0.3);
    expect(screen.getByTestId('counter-Cities')).toHaveTextContent('counting to 144');
    expect(starts).toEqual([
      { end: 5, duration: 2, separator: '' },
      { end: 144, duration: 2, separator: '' },
      { end: 1500, duration: 2.5, separator: ',' },
    ]);
  });

  it('starts only once, even when the band leaves and re-enters the viewport', () => {
    renderWithProviders(<StatsBand />);
    mockAllIsIntersecting(0.5);
    mockAllIsIntersecting(false);
    mockAllIsIntersecting(1);
    expect(starts).toHaveLength(3);
    expect(screen.getByTestId('counter-Countries')).toHaveTextContent('counting to 5');
  });

  it('gives screen readers the final figures', () => {
    renderWithProviders(<StatsBand />);
    expect(screen.getByText('1,500')).toHaveClass('sr-only');
    expect(screen.getByText('Registered members')).toBeInTheDocument();
  });

  it('shows the final figures without counting under prefers-reduced-motion', () => {
    undo = setReducedMotion(true);
    renderWithProviders(<StatsBand />);
    mockAllIsIntersecting(1);
    expect(screen.getByTestId('counter-Registered members')).toHaveTextContent('1,500');
    expect(starts).toHaveLength(0);
  });
});
