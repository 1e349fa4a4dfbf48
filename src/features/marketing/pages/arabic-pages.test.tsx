/** The marketing pages in Arabic (issue 15): translated headings, /ar links, figures kept LTR. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadLanguage } from '@/i18n/catalogue';
import { renderWithProviders } from '@/test/render';
import AboutPage from './about-page';
import ContactPage from './contact-page';
import HomePage from './home-page';
import ServicesPage from './services-page';

beforeEach(async () => {
  await loadLanguage('ar');
  activateLanguage('ar');
});
afterEach(() => activateLanguage('en'));

describe('Home page in Arabic', () => {
  it('shows the Arabic hero, sections and title, and links sign-up to /ar/signup', () => {
    renderWithProviders(<HomePage />, { route: '/ar' });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'مشاوير آمنة ومكافآت عادلة في أنحاء الإمارات',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'تطبيق واحد وإمكانات بلا حدود' })).toBeVisible();
    const services = screen.getByRole('region', { name: 'تطبيق واحد وإمكانات بلا حدود' });
    expect(within(services).getByRole('heading', { name: 'حسابات الشركات' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'تنزيل المستندات' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'أنشئ حسابك المجاني' })).toHaveAttribute(
      'href',
      '/ar/signup',
    );
    expect(screen.getByRole('complementary', { name: 'إجراءات السلامة' })).toBeVisible();
    // Figures stay left to right inside Arabic text.
    expect(screen.getByText('97%').tagName).toBe('BDI');
    expect(document.title).toContain('رحلة');
  });
});

describe('About page in Arabic', () => {
  it('tells the story in Arabic, with the aims, vision and mission', () => {
    renderWithProviders(<AboutPage />, { route: '/ar/about' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'قصتنا في الخدمة والتميّز' }),
    ).toBeInTheDocument();
    const aims = screen.getByRole('region', { name: 'ما نسعى إلى تحقيقه' });
    for (const term of ['المدى القريب', 'المدى المتوسط', 'المدى البعيد']) {
      expect(within(aims).getByText(term)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'رؤيتنا' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'رسالتنا' })).toBeInTheDocument();
    expect(screen.getByText('1,297+').tagName).toBe('BDI');
  });
});

describe('Services page in Arabic', () => {
  it('links the breadcrumb to /ar and opens a partner service in Arabic', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ServicesPage />, { route: '/ar/services' });
    expect(screen.getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/ar');
    expect(screen.getByRole('heading', { level: 1, name: 'الخدمات' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'عرض التفاصيل: سحب السيارات' }));
    const dialog = screen.getByRole('dialog', { name: 'سحب السيارات' });
    expect(
      within(dialog).getByRole('heading', { name: 'لماذا يتصل بنا السائقون أولًا' }),
    ).toBeVisible();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(7);
  });
});

describe('Contact page in Arabic', () => {
  it('words the form and its errors in Arabic, with the e-mail left to right', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { route: '/ar/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'تواصل معنا' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));
    expect(screen.getByText('الاسم مطلوب')).toBeVisible();
    expect(screen.getByText('البريد الإلكتروني مطلوب')).toBeVisible();
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveAttribute('dir', 'ltr');
  });
});
