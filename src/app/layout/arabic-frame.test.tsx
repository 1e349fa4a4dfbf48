import { act, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { activateLanguage } from '@/i18n/catalogue';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { storeSignedIn } from '@/test/members';
import { mockApi } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { LanguageProvider } from '../language-provider';
import { routes } from '../router';
import { SessionSync } from '../session-sync';

mockApi();

/** The app's routes under the language provider, as `AppRoutes` mounts them. */
const renderApp = (path: string) =>
  renderWithProviders(<SessionSync />, {
    route: path,
    routes: [
      {
        element: (
          <LanguageProvider>
            <Outlet />
          </LanguageProvider>
        ),
        children: routes,
      },
    ],
  });

afterEach(() => {
  localStorage.clear();
  act(() => {
    activateLanguage('en');
  });
  document.documentElement.lang = 'en';
  document.documentElement.removeAttribute('dir');
});

const banner = () => screen.getByRole('banner');

describe('the frame in Arabic (issue 15)', () => {
  it('names the links in Arabic and points them at the /ar twins', async () => {
    renderApp('/ar/about');
    const nav = await screen.findByRole('navigation', { name: 'القائمة الرئيسية' });
    expect(within(nav).getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/ar');
    expect(within(nav).getByRole('link', { name: 'من نحن' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'الأسئلة الشائعة' })).toHaveAttribute(
      'href',
      '/ar/faqs',
    );
    expect(within(banner()).getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute(
      'href',
      '/ar/login',
    );
    expect(
      within(banner()).getByRole('link', { name: /^رحلة\s*الصفحة الرئيسية$/ }),
    ).toHaveAttribute('href', '/ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('offers English, in English, leading to the English twin of the page', async () => {
    renderApp('/ar/about');
    await screen.findByRole('navigation', { name: 'القائمة الرئيسية' });
    const toEnglish = within(banner()).getByRole('link', { name: 'English' });
    expect(toEnglish).toHaveAttribute('href', '/about');
    expect(toEnglish).toHaveAttribute('lang', 'en');
  });

  it('offers Arabic on an English page and goes to the twin, keeping the choice', async () => {
    const view = renderApp('/about');
    await screen.findByRole('navigation', { name: 'Main' });
    const toArabic = within(banner()).getByRole('link', { name: 'العربية' });
    expect(toArabic).toHaveAttribute('href', '/ar/about');
    expect(toArabic).toHaveAttribute('lang', 'ar');
    await view.user.click(toArabic);
    await waitFor(() => {
      expect(view.pathname()).toBe('/ar/about');
    });
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('ar');
    expect(await screen.findByRole('navigation', { name: 'القائمة الرئيسية' })).toBeVisible();
  });

  it('writes the footer in Arabic, with the phone and e-mail left to right', async () => {
    renderApp('/ar');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('heading', { name: 'روابط سريعة' })).toBeInTheDocument();
    expect(within(footer).getByText('الشروط والأحكام')).toBeInTheDocument();
    expect(footer).toHaveTextContent(/الإمارات العربية المتحدة/);
    expect(within(footer).getByRole('link', { name: 'الأسئلة الشائعة' })).toHaveAttribute(
      'href',
      '/ar/faqs',
    );
    expect(within(footer).getByRole('link', { name: '+971 4 555 0142' })).toHaveAttribute(
      'dir',
      'ltr',
    );
    expect(
      within(footer).getByRole('link', { name: 'رحلة على X (يُفتح في علامة تبويب جديدة)' }),
    ).toBeInTheDocument();
    expect(footer).toHaveTextContent(/جميع الحقوق محفوظة/);
  });

  it('greets a member in Arabic in the mobile menu, with a language button on member pages', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'ar');
    storeSignedIn();
    const view = renderApp('/profile');
    await view.user.click(await screen.findByRole('button', { name: 'فتح القائمة' }));
    const menu = screen.getByRole('navigation', { name: 'قائمة الجوال' });
    expect(menu).toHaveTextContent(/مرحبًا،/);
    expect(within(menu).getByRole('link', { name: 'محفظتي' })).toHaveAttribute('href', '/mlm');
    expect(within(menu).getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  });
});
