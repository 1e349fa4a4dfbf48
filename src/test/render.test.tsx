import { screen } from '@testing-library/react';
import { Link, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useAppSelector } from '@/app/hooks';
import { makeStore } from '@/app/store';
import { member, signedIn } from './members';
import { renderWithProviders } from './render';

function Probe() {
  const name = useAppSelector((s) => s.auth.user?.firstName ?? 'nobody');
  const { search } = useLocation();
  return (
    <>
      <p>{`Signed in: ${name}${search}`}</p>
      <Link to="/elsewhere">Away</Link>
    </>
  );
}

describe('renderWithProviders', () => {
  it('starts the store from preloadedState and the router at route, with a stand-in elsewhere', async () => {
    const view = renderWithProviders(<Probe />, {
      route: '/here?tab=2',
      preloadedState: { auth: signedIn() },
    });
    expect(screen.getByText('Signed in: Demo?tab=2')).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'Away' }));
    expect(await screen.findByText('At /elsewhere')).toBeInTheDocument();
    expect(view.pathname()).toBe('/elsewhere');
  });

  it("uses the test's own store when given one", () => {
    const store = makeStore({ auth: signedIn({ ...member, firstName: 'Noor' }) });
    const view = renderWithProviders(<Probe />, { store });
    expect(view.store).toBe(store);
    expect(screen.getByText('Signed in: Noor')).toBeInTheDocument();
  });
});
