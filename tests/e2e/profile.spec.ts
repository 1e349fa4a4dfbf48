/** /profile against the real server: fresh data on entry, the demo member's photo, tiles, axe. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { CurrentUserResponse } from '../../contract/user';
import { signIn } from './support/member-login';

test('refreshes the member on entry and shows photo, name, date, badge and tiles', async ({
  page,
}) => {
  const login = await signIn(page);
  const refreshed = page.waitForResponse(
    (r) => r.url().endsWith('/api/drivers/get-current-user') && r.status() === 200,
  );
  await page.goto('/profile');
  const name = `${login.user.firstName} ${login.user.lastName}`;
  await expect(page.getByRole('heading', { name })).toBeVisible();
  // The badge is the member's CRR rank, the spec's 'Tycoon Starter' without one (DECISIONS 34).
  const rank = (await (await refreshed).json()) as CurrentUserResponse;
  const current = rank.user.crrRank.current;
  await expect(
    page.getByText(current === 'None' ? 'Tycoon Starter' : current, { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/^Joined \d{1,2} \w{3} \d{4}$/)).toBeVisible();

  // Demo members carry a generated avatar served from /uploads (DECISIONS 16).
  const photo = page.getByRole('img', { name });
  await expect(photo).toHaveAttribute('src', /^\/uploads\//);
  await expect
    .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  await page.getByRole('link', { name: /My Team/ }).click();
  await expect(page).toHaveURL(/\/tree$/);
});

test('sends signed-out visitors to /login', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`/profile has no axe violations (${theme})`, async ({ page }) => {
    await signIn(page);
    await page.addInitScript((t) => {
      localStorage.setItem('theme', t);
    }, theme);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(
      results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target) })),
    ).toEqual([]);
  });
}
