/**
 * The auth pages in Arabic (issue 15): at their /ar addresses they speak Arabic, right to left,
 * validation included; links stay on the Arabic twins, a login still lands on the member page
 * (one address in both languages), and the switch goes back to English.
 */
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Outlet } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/catalogue';
import { LanguageProvider } from '@/test/language';
import { Elsewhere, renderWithProviders } from '@/test/render';
import { sampleUser, server, setupMsw, TOKEN } from './test/harness';
import ForgotPasswordPage from './pages/forgot-password-page';
import LoginPage from './pages/login-page';
import ResetPasswordPage from './pages/reset-password-page';
import SignupPage from './pages/signup-page';

setupMsw();

afterEach(() => {
  act(() => {
    activateLanguage('en');
  });
  localStorage.clear();
  document.documentElement.lang = 'en';
  document.documentElement.removeAttribute('dir');
});

/** The language rule around the auth pages, at both their addresses. */
function openAt(path: string, state?: unknown) {
  const pages = {
    '/login': <LoginPage />,
    '/signup': <SignupPage />,
    '/forgot-password': <ForgotPasswordPage />,
    '/reset-password': <ResetPasswordPage />,
  };
  return renderWithProviders(null, {
    route: { pathname: path, state },
    routes: [
      {
        element: (
          <LanguageProvider>
            <Outlet />
          </LanguageProvider>
        ),
        children: [
          ...Object.entries(pages).flatMap(([p, element]) => [
            { path: p, element },
            { path: `/ar${p}`, element },
          ]),
          { path: '*', element: <Elsewhere /> },
        ],
      },
    ],
  });
}

describe('auth pages in Arabic', () => {
  it('/ar/login speaks Arabic, right to left, with links to the Arabic twins', async () => {
    openAt('/ar/login');
    expect(await screen.findByRole('heading', { name: 'مرحبًا بعودتك' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.title).toMatch(/^تسجيل الدخول/);
    const identifier = screen.getByLabelText('البريد الإلكتروني أو رقم الهاتف أو اسم المستخدم');
    expect(identifier).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('كلمة المرور')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('checkbox', { name: 'تذكّرني' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'إظهار كلمة المرور' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'أنشئ حسابًا' })).toHaveAttribute('href', '/ar/signup');
    expect(screen.getByRole('link', { name: 'نسيت كلمة المرور؟' })).toHaveAttribute(
      'href',
      '/ar/forgot-password',
    );
    for (const home of screen.getAllByRole('link', { name: /^رحلة\s*الصفحة الرئيسية$/ }))
      expect(home).toHaveAttribute('href', '/ar');
  });

  it('answers an empty login form with Arabic messages', async () => {
    const { user } = openAt('/ar/login');
    await user.click(await screen.findByRole('button', { name: 'تسجيل الدخول' }));
    expect(
      screen.getByLabelText('البريد الإلكتروني أو رقم الهاتف أو اسم المستخدم'),
    ).toHaveAccessibleDescription('يجب إدخال البريد الإلكتروني أو رقم الهاتف أو اسم المستخدم');
    expect(screen.getByLabelText('كلمة المرور')).toHaveAccessibleDescription(
      'يجب إدخال كلمة المرور',
    );
  });

  it('toasts in Arabic, and a login still lands on the member page', async () => {
    let fail = true;
    server.use(
      http.post('/api/user/login', () =>
        fail
          ? HttpResponse.json({}, { status: 500 })
          : HttpResponse.json({ success: true, token: TOKEN, user: sampleUser() }),
      ),
    );
    const { user, pathname } = openAt('/ar/login');
    await user.type(
      await screen.findByLabelText('البريد الإلكتروني أو رقم الهاتف أو اسم المستخدم'),
      'layla_h',
    );
    await user.type(screen.getByLabelText('كلمة المرور'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('تعذّر تسجيل الدخول')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('حدث خطأ')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('تم تسجيل الدخول بنجاح!')).toBeInTheDocument();
    expect(pathname()).toBe('/profile');
  });

  it('says a refused login in Arabic by its code, under the field the server names', async () => {
    server.use(
      http.post('/api/user/login', () =>
        HttpResponse.json(
          { success: false, message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' },
          { status: 401 },
        ),
      ),
    );
    const { user } = openAt('/ar/login');
    await user.type(
      await screen.findByLabelText('البريد الإلكتروني أو رقم الهاتف أو اسم المستخدم'),
      'layla_h',
    );
    await user.type(screen.getByLabelText('كلمة المرور'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(
      await within(screen.getByRole('alert')).findByText('بيانات تسجيل الدخول غير صحيحة.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Invalid credentials')).not.toBeInTheDocument();
  });

  it('/ar/signup labels its fields in Arabic and answers an empty form in Arabic', async () => {
    const { user } = openAt('/ar/signup');
    expect(await screen.findByRole('heading', { name: 'أنشئ حسابك' })).toBeInTheDocument();
    expect(screen.getByLabelText('اسم المستخدم')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('رقم الهاتف')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('رمز التحقق')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('رمز الراعي (اختياري)')).toHaveAttribute('dir', 'ltr');
    const countries = screen.getByRole('combobox', { name: 'رمز الدولة' });
    expect(within(countries).getAllByRole('option')[0]).toHaveTextContent(
      '+971 الإمارات العربية المتحدة',
    );
    const gender = screen.getByRole('combobox', { name: 'الجنس' });
    expect(
      within(gender)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['اختر الجنس', 'ذكر', 'أنثى', 'آخر']);
    expect(screen.getByRole('link', { name: 'سجّل الدخول' })).toHaveAttribute('href', '/ar/login');

    await user.click(screen.getByRole('button', { name: 'إنشاء حساب' }));
    const says = (label: string, message: string) => {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining(message) as string,
      );
    };
    says('الاسم الأول', 'يجب إدخال الاسم الأول');
    says('البريد الإلكتروني', 'يجب إدخال البريد الإلكتروني');
    says('رقم الهاتف', 'يجب إدخال رقم الهاتف');
    says('كلمة المرور', 'يجب ألا تقل كلمة المرور عن 8 أحرف');
    says('تأكيد كلمة المرور', 'يجب تأكيد كلمة المرور');
    says('الجنس', 'يجب اختيار الجنس');
    says('اسم المستخدم', 'يجب أن يتكوّن اسم المستخدم من 3 إلى 30 خانة');
    expect(screen.getByLabelText('اسم المستخدم')).toHaveFocus();
  });

  it('/ar/forgot-password answers in Arabic and leads back to /ar/login', async () => {
    const { user } = openAt('/ar/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'إرسال رمز إعادة التعيين' }));
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveAccessibleDescription(
      'يجب إدخال البريد الإلكتروني',
    );
    expect(screen.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toHaveAttribute(
      'href',
      '/ar/login',
    );
  });

  it('/ar/reset-password names the address the code went to, left to right', async () => {
    const { user } = openAt('/ar/reset-password', { userId: 'u1', email: 'layla@example.com' });
    const intro = await screen.findByText(/أدخل الرمز المكوّن من 6 أرقام الذي أرسلناه إلى/);
    expect(intro).toHaveTextContent(
      'أدخل الرمز المكوّن من 6 أرقام الذي أرسلناه إلى layla@example.com.',
    );
    expect(within(intro).getByText('layla@example.com').tagName).toBe('BDI');
    await user.click(screen.getByRole('button', { name: 'إعادة تعيين كلمة المرور' }));
    expect(screen.getByLabelText('رمز إعادة التعيين')).toHaveAccessibleDescription(
      'يجب إدخال رمز التحقق',
    );
    expect(screen.getByLabelText('كلمة المرور الجديدة')).toHaveAccessibleDescription(
      expect.stringContaining('يجب إدخال كلمة المرور') as string,
    );
  });

  it('switches between the languages from the auth header, keeping the page', async () => {
    const { user, pathname } = openAt('/login');
    await user.click(screen.getByRole('button', { name: 'العربية' }));
    expect(await screen.findByRole('heading', { name: 'مرحبًا بعودتك' })).toBeInTheDocument();
    expect(pathname()).toBe('/ar/login');
    const back = screen.getByRole('button', { name: 'English' });
    expect(back).toHaveAttribute('lang', 'en');
    await user.click(back);
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(pathname()).toBe('/login');
  });
});
