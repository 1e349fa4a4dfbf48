import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@contract/user';
import { LanguageProvider } from '@/test/language';
import { activateLanguage } from '@/i18n/catalogue';
import {
  renderPage,
  sampleUser,
  server,
  setupMsw,
  signIn,
  TOKEN,
} from '@/features/auth/test/harness';
import { serveSessions } from './account-fixtures';
import ProfilePage from './profile-page';

setupMsw();

const CURRENT = '/api/drivers/get-current-user';
const PROFILE = '/api/user/profile';

/** The profile under the app's language rules: member pages follow the saved language. */
function open(user: User) {
  signIn(user);
  server.use(
    http.get(CURRENT, () => HttpResponse.json({ success: true, token: TOKEN, user })),
    // The share card's link (issue 31).
    http.get('/api/user/referral-link', () =>
      HttpResponse.json({
        success: true,
        message: 'ok',
        referralLink: 'https://rihla.example/signup?ref=layla_h',
      }),
    ),
    serveSessions(),
  );
  return renderPage({
    path: '/profile',
    pages: {
      '/profile': (
        <LanguageProvider>
          <ProfilePage />
        </LanguageProvider>
      ),
    },
  });
}

afterEach(() => {
  activateLanguage('en');
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('the profile in Arabic', () => {
  it('shows a member whose language is Arabic their profile in Arabic', async () => {
    open(sampleUser({ language: 'ar', sponsorBy: 'amira' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ملفي الشخصي' }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    });
    expect(document.title).toMatch(/^الملف الشخصي/);
    expect(screen.getByText('قطب مبتدئ')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'لا توجد صورة' })).toHaveTextContent('LH');
    expect(screen.getByText(/عضو منذ/)).toBeInTheDocument();
    expect(screen.getByText('@layla_h').tagName).toBe('BDI');
    expect(screen.getByRole('link', { name: /محفظتي/ })).toHaveAttribute('href', '/mlm');
    expect(screen.getByRole('link', { name: /فريقي/ })).toHaveAttribute('href', '/tree');

    const section = await screen.findByRole('region', { name: 'تعديل الملف الشخصي' });
    expect(within(section).getByRole('textbox', { name: 'الاسم الأول' })).toHaveValue('Layla');
    expect(within(section).getByRole('textbox', { name: /اسم العائلة/ })).toHaveValue('Haddad');
    const gender = within(section).getByRole('combobox', { name: 'الجنس' });
    expect(gender).toHaveDisplayValue('أنثى');
    expect(
      within(gender)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['اختر الجنس', 'ذكر', 'أنثى', 'آخر']);
    const language = within(section).getByRole('combobox', { name: 'اللغة' });
    expect(language).toHaveDisplayValue('العربية');
    expect(language).toHaveAccessibleDescription(
      'لغة هذه الصفحات ولغة الرسائل التي نرسلها إلى بريدك الإلكتروني.',
    );
    expect(within(section).getByRole('button', { name: 'حفظ التغييرات' })).toBeInTheDocument();

    expect(within(section).getByRole('heading', { name: 'بيانات الحساب' })).toBeInTheDocument();
    const terms = within(section)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(['اسم المستخدم', 'البريد الإلكتروني', 'رقم الهاتف', 'الراعي']);
    // Phone numbers and e-mails keep their left-to-right order inside Arabic.
    expect(within(section).getByText('+971501234567')).toHaveAttribute('dir', 'ltr');
    expect(within(section).getByText('layla@example.com')).toHaveAttribute('dir', 'ltr');

    const photo = screen.getByRole('region', { name: 'صورة الملف الشخصي' });
    expect(within(photo).getByRole('button', { name: 'اختيار صورة' })).toBeInTheDocument();
  });

  it('saves the language chosen on the profile and switches the page to it', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(PROFILE, async ({ request }) => {
        const body = (await request.json()) as Partial<User>;
        bodies.push(body);
        return HttpResponse.json({
          success: true,
          message: 'Profile updated successfully',
          user: sampleUser(body),
        });
      }),
    );
    const { user, store } = open(sampleUser());
    const language = await screen.findByRole('combobox', { name: 'Language' });
    expect(language).toHaveDisplayValue('English');
    await user.selectOptions(language, 'ar');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'ملفي الشخصي' }),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      { firstName: 'Layla', lastName: 'Haddad', gender: 'Female', language: 'ar' },
    ]);
    // The toast speaks the new language.
    expect(await screen.findByText('تم تحديث الملف الشخصي بنجاح')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toHaveDisplayValue('العربية');
    expect(store.getState().auth.user?.language).toBe('ar');
    expect(localStorage.getItem('language')).toBe('ar');
    await waitFor(() => {
      expect(document.documentElement).toHaveAttribute('lang', 'ar');
    });

    // And back to English the same way.
    await user.selectOptions(screen.getByRole('combobox', { name: 'اللغة' }), 'en');
    await user.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Profile' }),
    ).toBeInTheDocument();
    expect(bodies.at(-1)).toMatchObject({ language: 'en' });
  });
});
