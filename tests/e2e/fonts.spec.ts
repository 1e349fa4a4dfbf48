/**
 * The brand fonts on a first visit (src/app/layout/font-upgrade.tsx): the prerendered first page
 * paints at once (the optional faces miss it on a cold cache), and from the first click inside
 * the app the pages are drawn in Inter, or Vazirmatn in Arabic, without a reload.
 */
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

/** The fonts Chromium drew the page's main heading with. */
async function headingFonts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

for (const { from, to, font, link } of [
  { from: '/about', to: '/services', font: 'Inter', link: /^Services$/ },
  { from: '/ar/about', to: '/ar/services', font: 'Vazirmatn', link: /^الخدمات$/ },
]) {
  test(`${to} is drawn in ${font} after the first click of a first visit`, async ({ browser }) => {
    // A new context: nothing cached, as for a visitor who has never been here.
    const context = await browser.newContext();
    const page = await context.newPage();
    await gotoHydrated(page, from);
    await page.evaluate(() => document.fonts.ready);
    await page.getByRole('navigation').first().getByRole('link', { name: link }).first().click();
    await expect(page).toHaveURL(to);
    await expect(page.locator('html')).toHaveClass(/\bfonts-swap\b/);
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => headingFonts(page)).toContain(font);
    await context.close();
  });
}
