import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/app';
import { mockApi } from '@/test/msw';

mockApi();

const root = document.documentElement;
afterEach(() => {
  root.classList.remove('dark');
});

describe('theme toggle (spec section 2)', () => {
  it('starts light when nothing is stored', async () => {
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
    expect(root).not.toHaveClass('dark');
  });

  it('switches to dark and back, storing the choice as `theme`', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    expect(root).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(root).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('keeps a stored dark theme on the next visit', async () => {
    localStorage.setItem('theme', 'dark');
    renderApp('/');
    expect(
      await screen.findByRole('button', { name: 'Switch to light theme' }),
    ).toBeInTheDocument();
  });
});

describe('theme before first paint (index.html + public/theme-init.js)', () => {
  const script = readFileSync(path.resolve('public/theme-init.js'), 'utf8');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs our own file, as the browser would
  const run = () => (new Function(script) as () => void)();

  it('adds the dark class when the stored theme is dark', () => {
    localStorage.setItem('theme', 'dark');
    run();
    expect(root).toHaveClass('dark');
  });

  it.each([null, 'light', 'purple'])('stays light when the stored theme is %s', (value) => {
    if (value !== null) localStorage.setItem('theme', value);
    run();
    expect(root).not.toHaveClass('dark');
  });

  it('is a blocking script in <head>, before the app bundle', () => {
    const html = readFileSync(path.resolve('index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<script src="\/theme-init\.js"><\/script>/);
    expect(html.indexOf('/theme-init.js')).toBeLessThan(html.indexOf('type="module"'));
  });
});
