/** axe on every auth page in both themes, before and after a failed submit; keyboard-only login. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target) }));
}

const PAGES = [
  { path: '/login', submit: 'Log in' },
  { path: '/signup?ref=demo', submit: 'Create account' },
  { path: '/forgot-password', submit: 'Send reset code' },
  { path: '/reset-password', submit: 'Reset password' },
] as const;

for (const theme of ['light', 'dark'] as const) {
  for (const { path, submit } of PAGES) {
    test(`${path} has no axe violations (${theme}), also with errors shown`, async ({ page }) => {
      await page.addInitScript((t) => {
        localStorage.setItem('theme', t);
      }, theme);
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: /Rihla/ }).first()).toHaveAttribute('href', '/');
      expect(await violations(page)).toEqual([]);
      await page.getByRole('button', { name: submit }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
      expect(await violations(page)).toEqual([]);
    });
  }
}

test('logs in with the keyboard alone', async ({ page }) => {
  await gotoHydrated(page, '/login');
  await page.getByLabel('Email, phone number or username').focus();
  await page.keyboard.type('demo');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('DemoPass1');
  // The show/hide toggle is a real button in the tab order.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
});
