/**
 * A prerendered form used before the app's JS has run (issue 16 starts the JS only after the
 * page has loaded and painted): the page's loader holds the form instead of letting the browser
 * send it as a plain GET, with the password in the address, and the app sends it once hydrated.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './support/member-login';
import { waitForHydration } from './support/hydration';

/** Holds the app's entry script back, as a slow phone would, until the returned call. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('Enter in the login form before hydration keeps the password out of the address and signs in once the app is there', async ({
  page,
}) => {
  const release = await holdEntryScript(page);
  const addresses: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) addresses.push(request.url());
  });

  await page.goto('/login');
  await page.locator('#login-identifier').fill(DEMO.username);
  await page.locator('#login-password').fill(DEMO.password);
  await page.locator('#login-password').press('Enter');
  // Nothing left the page: still /login, no query string.
  await page.waitForTimeout(500);
  expect(new URL(page.url()).search).toBe('');
  expect(addresses.filter((url) => url.includes(DEMO.password))).toEqual([]);

  release();
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/profile$/);
  expect(addresses.filter((url) => url.includes(DEMO.password))).toEqual([]);
});

test('text typed before hydration stays when the app takes over', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/login');
  await page.locator('#login-identifier').fill('someone@example.com');
  release();
  await waitForHydration(page);
  // Typing elsewhere makes React render the form again: the early text is in its state too.
  await page.getByLabel('Password', { exact: true }).fill('x');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Email, phone number, or username is required')).toHaveCount(0);
  await expect(page.locator('#login-identifier')).toHaveValue('someone@example.com');
});

test('the phone menu pressed before hydration opens once the app is there', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 760 });
  const release = await holdEntryScript(page);
  await page.goto('/about');
  const button = page.getByRole('button', { name: 'Open menu' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  release();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});
