import type { Page } from '@playwright/test';

/**
 * Draws the page in the brand fonts (Inter, Vazirmatn on Arabic pages) as a reader sees it from
 * the first click on (src/app/layout/font-upgrade.tsx). A new browser context has them in no
 * cache, so its first page paints in the fallback faces; layout checks run in both.
 */
export async function drawInBrandFont(page: Page): Promise<void> {
  await page.evaluate(async () => {
    document.documentElement.classList.add('fonts-swap');
    const family =
      document.documentElement.lang === 'ar' ? 'Vazirmatn Swap' : 'Inter Variable Swap';
    await Promise.all(
      ['400', '700'].map((weight) =>
        document.fonts.load(`${weight} 16px "${family}"`, 'رحلة Rihla'),
      ),
    );
    await document.fonts.ready;
  });
}
