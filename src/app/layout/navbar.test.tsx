import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderApp } from '@/test/app';
import { storeSignedIn, testUser } from '@/test/members';
import { mockApi } from '@/test/msw';

mockApi();

const PUBLIC_LINKS = [
  ['Home', '/'],
  ['About', '/about'],
  ['Services', '/services'],
  ['Team', '/team'],
  ['FAQs', '/faqs'],
  ['Contact', '/contact'],
] as const;

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('navigation bar (spec section 2)', () => {
  it('links every visitor to Home, About, Services, Team, FAQs and Contact', async () => {
    renderApp('/about');
    await screen.findByRole('navigation', { name: 'Main' });
    for (const [name, href] of PUBLIC_LINKS) {
      expect(within(mainNav()).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('marks the current page', async () => {
    renderApp('/team');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(within(mainNav()).getByRole('link', { name: 'Team' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('offers Login and Sign Up when signed out, and no Profile or Logout', async () => {
    renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(banner).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(within(banner).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('offers Profile and Logout when signed in, and no Login or Sign Up', async () => {
    storeSignedIn();
    renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(banner).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('logs out locally at once: session gone, toast shown, back to signed-out links', async () => {
    storeSignedIn();
    const user = userEvent.setup();
    const view = renderApp('/about');
    const banner = await screen.findByRole('banner');
    await user.click(within(banner).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(within(banner).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => {
      expect(view.pathname()).toBe('/');
    });
  });

  it.each(['/login', '/signup', '/forgot-password', '/reset-password'])(
    'hides the navbar and footer on %s',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /menu/i })).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Skip to main content' })).not.toBeInTheDocument();
    },
  );

  it.each(['/', '/about', '/services', '/team', '/contact', '/faqs', '/faq'])(
    'shows the navbar, footer and skip link on %s',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
        'href',
        '#content',
      );
    },
  );
});

describe('mobile menu', () => {
  const menuButton = () => screen.getByRole('button', { name: /menu/i });

  it('is a disclosure: the button reports aria-expanded and controls the panel', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('banner');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('navigation', { name: 'Mobile' });
    expect(menuButton()).toHaveAttribute('aria-controls', panel.id);
    await user.click(menuButton());
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('shows the public links and Login / Sign Up, but no member links, when signed out', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('banner');
    await user.click(menuButton());
    const panel = screen.getByRole('navigation', { name: 'Mobile' });
    for (const [name, href] of PUBLIC_LINKS)
      expect(within(panel).getByRole('link', { name })).toHaveAttribute('href', href);
    expect(within(panel).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'My Wallet' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'My Team Tree' })).not.toBeInTheDocument();
    expect(within(panel).queryByText(/Hello,/)).not.toBeInTheDocument();
  });

  it('adds /mlm, /tree, Profile, Logout and a greeting with the first name when signed in', async () => {
    storeSignedIn(testUser({ firstName: 'Amal' }));
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('banner');
    await user.click(menuButton());
    const panel = screen.getByRole('navigation', { name: 'Mobile' });
    // The wallet page has one name: the menu's, its title's and the profile tile's.
    expect(within(panel).getByRole('link', { name: 'My Wallet' })).toHaveAttribute('href', '/mlm');
    expect(within(panel).getByRole('link', { name: 'My Team Tree' })).toHaveAttribute(
      'href',
      '/tree',
    );
    expect(within(panel).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(panel).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Hello, Amal');
    expect(within(panel).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('greets "User" when the stored user has no first name', async () => {
    storeSignedIn(testUser({ firstName: '' }));
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('banner');
    await user.click(menuButton());
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toHaveTextContent('Hello, User');
  });

  it('closes when a link is followed', async () => {
    const user = userEvent.setup();
    const view = renderApp('/');
    await screen.findByRole('banner');
    await user.click(menuButton());
    const panel = screen.getByRole('navigation', { name: 'Mobile' });
    await user.click(within(panel).getByRole('link', { name: 'Services' }));
    await waitFor(() => {
      expect(view.pathname()).toBe('/services');
    });
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('banner');
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
  });
});
