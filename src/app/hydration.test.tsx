/**
 * Issue 16: a prerendered page (signed out, light) is hydrated by the real App. A signed-in
 * member with the dark theme sees their navbar and theme icon switch after hydration, with no
 * hydration error; lazy pages preloaded before hydrating render without suspending.
 */
/* eslint-disable testing-library/no-node-access -- the test compares the prerendered heading node with the hydrated one */
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderPage } from '@/entry-server';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { App } from './app';
import { preloadRoute } from './router';
import { mockApi } from '@/test/msw';

mockApi();

const TOKEN = 'aaa.bbb.ccc';
const USER = { _id: 'u1', username: 'amal', firstName: 'Amal', email: 'amal@example.com' };

let root: Root | undefined;
let container: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});

/** Prerenders `path` (on a clean storage, as the build does), then lets `visit` set the browser up. */
async function hydrateAt(path: string, visit: () => void = () => undefined, query = '') {
  const { html } = await renderPage(path);
  visit();
  // The server sends the page built for the bare path whatever the query (issue 27).
  window.history.pushState({}, '', `${path}${query}`);
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  const serverHeading = container.querySelector('h1');
  await preloadRoute(path);
  await act(async () => {
    root = hydrateRoot(container, <App prerendered />, {
      onRecoverableError: (error) => {
        throw error;
      },
    });
    await Promise.resolve();
  });
  return serverHeading;
}

it.each(['/', '/about', '/faqs', '/login', '/reset-password'])(
  'hydrates %s as prerendered, keeping its markup',
  async (path) => {
    const errors = vi.spyOn(console, 'error');
    const serverHeading = await hydrateAt(path);
    expect(serverHeading).not.toBeNull();
    expect(container.querySelector('h1')).toBe(serverHeading);
    expect(errors).not.toHaveBeenCalled();
  },
);

it('switches a signed-in member to Profile and Logout, and the dark icon, after hydration', async () => {
  const errors = vi.spyOn(console, 'error');
  const serverHeading = await hydrateAt('/', () => {
    localStorage.setItem(STORAGE_KEYS.token, TOKEN);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(USER));
    localStorage.setItem('theme', 'dark');
    document.documentElement.classList.add('dark');
  });
  expect(container.querySelector('h1')).toBe(serverHeading);
  expect(await screen.findByRole('link', { name: 'Profile' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  expect(errors).not.toHaveBeenCalled();
});

it.each(['/signup', '/ar/signup', '/login', '/contact'])(
  'hydrates %s with the query strings visitors bring, then reads them',
  async (path) => {
    const errors = vi.spyOn(console, 'error');
    const serverHeading = await hydrateAt(
      path,
      undefined,
      '?ref=demo&utm_source=x&returnTo=%2Fbbr',
    );
    expect(container.querySelector('h1')).toBe(serverHeading);
    expect(errors).not.toHaveBeenCalled();
    if (path.endsWith('/signup')) {
      // Once hydrated, ?ref= fills the sponsor code.
      expect(await screen.findByDisplayValue('demo')).toHaveAttribute('name', 'sponsorBy');
    }
  },
);
