import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { activateLanguage } from '@/i18n/catalogue';
import { useLanguageChoice, useT } from '@/i18n/language-context';
import { http, HttpResponse } from 'msw';
import { sampleUser } from '@/features/auth/test/harness';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { apiUrl, setupMsw } from '@/test/msw';
import { LanguageProvider } from './language-provider';
import { layoutMessages } from './layout/messages';
import { makeStore } from './store';

const server = setupMsw();

function Probe() {
  const { language, choose } = useLanguageChoice();
  const t = useT(layoutMessages);
  const { pathname } = useLocation();
  return (
    <div>
      <p>{`${language} at ${pathname}`}</p>
      <p>{t('skipToContent')}</p>
      <button type="button" onClick={() => choose(language === 'ar' ? 'en' : 'ar')}>
        switch
      </button>
    </div>
  );
}

function renderAt(path: string) {
  return render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[path]}>
        <LanguageProvider>
          <Routes>
            <Route path="*" element={<Probe />} />
          </Routes>
        </LanguageProvider>
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => {
  act(() => activateLanguage('en'));
  localStorage.clear();
  document.documentElement.lang = 'en';
  document.documentElement.removeAttribute('dir');
});

describe('LanguageProvider', () => {
  it('shows an /ar address in Arabic, right to left', async () => {
    renderAt('/ar/about');
    expect(await screen.findByText('ar at /ar/about')).toBeInTheDocument();
    expect(screen.getByText('تخطَّ إلى المحتوى الرئيسي')).toBeInTheDocument();
    // The document's lang and dir follow in the provider's effect, a moment after the text.
    await waitFor(() => {
      expect(document.documentElement).toHaveAttribute('lang', 'ar');
    });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('keeps English on an English address even when Arabic is saved', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'ar');
    renderAt('/about');
    expect(await screen.findByText('en at /about')).toBeInTheDocument();
    await waitFor(() => {
      expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    });
  });

  it('follows the saved choice on a member page', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'ar');
    renderAt('/profile');
    expect(await screen.findByText('ar at /profile')).toBeInTheDocument();
  });

  it('switching on a public page goes to its twin and remembers the choice', async () => {
    renderAt('/services');
    await userEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(await screen.findByText('ar at /ar/services')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('ar');
    await userEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(await screen.findByText('en at /services')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
  });

  it('switching on a member page keeps the path', async () => {
    renderAt('/tree');
    await userEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(await screen.findByText('ar at /tree')).toBeInTheDocument();
  });
});

describe('LanguageProvider and the account', () => {
  it("saves a signed-in member's choice on the account", async () => {
    const sent: unknown[] = [];
    server.use(
      http.patch(apiUrl('/user/profile'), async ({ request }) => {
        const body = (await request.json()) as { language: 'ar' };
        sent.push(body);
        return HttpResponse.json({
          success: true,
          message: 'Profile updated',
          user: sampleUser({ language: body.language }),
        });
      }),
    );
    const store = makeStore({
      auth: {
        ...makeStore().getState().auth,
        isAuthenticated: true,
        user: sampleUser(),
        token: 'a.b.c',
      },
    });
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/tree']}>
          <LanguageProvider>
            <Probe />
          </LanguageProvider>
        </MemoryRouter>
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(await screen.findByText('ar at /tree')).toBeInTheDocument();
    // The save waits for the profile call's chunk and its answer: generous under a loaded CI.
    await vi.waitFor(
      () => {
        expect(store.getState().auth.user?.language).toBe('ar');
      },
      { timeout: 5000 },
    );
    expect(sent).toEqual([{ language: 'ar' }]);
  });
});

describe('LanguageProvider keeps the way back', () => {
  it('switching on /login keeps the page to return to after login', async () => {
    function StateProbe() {
      const state: unknown = useLocation().state;
      return <p>{`from ${String((state as { from?: string } | null)?.from)}`}</p>;
    }
    render(
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={[{ pathname: '/login', state: { from: '/bbr' } }]}>
          <LanguageProvider>
            <Probe />
            <StateProbe />
          </LanguageProvider>
        </MemoryRouter>
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(await screen.findByText('ar at /ar/login')).toBeInTheDocument();
    expect(screen.getByText('from /bbr')).toBeInTheDocument();
  });
});
