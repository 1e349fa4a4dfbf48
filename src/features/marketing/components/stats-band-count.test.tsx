import { act, screen } from '@testing-library/react';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import StatsBand from './stats-band';

afterEach(() => {
  vi.useRealTimers();
});

it('counts up to 1,500 with a comma separator within 2.5 s', async () => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'],
  });
  renderWithProviders(<StatsBand />);
  mockAllIsIntersecting(0.3);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1000);
  });
  const members = screen.getByTestId('counter-Registered members');
  expect(members.textContent).not.toBe('1,500');
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1600);
  });
  expect(members).toHaveTextContent('1,500');
  expect(screen.getByTestId('counter-Cities')).toHaveTextContent('144');
});
