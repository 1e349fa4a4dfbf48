/**
 * Issue 9, browser: sign-up and the referral tree by keyboard alone (keyboard-only login is in
 * auth-a11y.spec.ts). Focus is moved with Tab only; actions use Enter, Space and arrow keys.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/member-login';
import { readCodeFromOutbox } from './support/outbox';
import { gotoHydrated } from './support/hydration';

/** Presses Tab until `target` has focus; fails if it cannot be reached. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`could not reach ${target.toString()} with Tab`);
}

test('signs up with the keyboard alone', async ({ page }) => {
  const stamp = Date.now().toString().slice(-7);
  const email = `keys${stamp}@example.test`;
  await gotoHydrated(page, '/signup?ref=demo');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type(`keys_${stamp}`);
  await tabTo(page, page.getByLabel('First name'));
  await page.keyboard.type('Maha');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByRole('button', { name: 'Send OTP' }));
  const sentAt = Date.now() - 1000;
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Resend \(\d+s\)$/ })).toBeVisible();
  const code = await readCodeFromOutbox(email, { after: sentAt });

  await tabTo(page, page.getByLabel('Verification code (OTP)'));
  await page.keyboard.type(code);
  // The country code keeps its UAE default; a UAE mobile follows.
  await tabTo(page, page.getByLabel('Phone number'));
  await page.keyboard.type(`050${stamp}`);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type('KeysOnly1');
  await tabTo(page, page.getByLabel('Confirm password'));
  await page.keyboard.type('KeysOnly1');
  await tabTo(page, page.getByLabel('Gender'));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Gender')).not.toHaveValue('');
  const consent = page.getByRole('checkbox', { name: /^I have read and accept/ });
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Create account' }));
  await page.keyboard.press('Enter');

  // Sign-up lands in the member area (DECISIONS 33).
  await expect(page).toHaveURL(/\/profile$/, { timeout: 15_000 });
});

test('browses the referral tree with the keyboard alone', async ({ page }) => {
  await signIn(page);
  await page.goto('/tree');
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();

  // Tabs: focus the selected one, then arrow keys move and activate (WAI-ARIA tabs).
  await tabTo(page, page.getByRole('tab', { selected: true }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /Level 2/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: /Level 2/ })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: /Level 1/ })).toHaveAttribute('aria-selected', 'true');

  // A member's details open from the table, and their tree opens from the dialog.
  const details = page.getByRole('button', { name: /^Details of / }).first();
  await expect(details).toBeVisible();
  await tabTo(page, details);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const open = dialog.getByRole('button', { name: /tree$/ });
  await tabTo(page, open, 10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user-tree\/[0-9a-f]+$/);

  // Back returns to the main tree.
  await tabTo(page, page.getByRole('button', { name: 'Back' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tree$/);
});
