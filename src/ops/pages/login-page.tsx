import { useState, type SyntheticEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLanguageChoice, useT } from '@/i18n/language-context';
import { OpsApiError, opsApi } from '../api';
import { Field } from '../components/field';
import { LanguageButton } from '../components/language-button';
import { errorText } from '../components/error-text';
import { PageTitle } from '../components/page-title';
import { opsMessages } from '../messages';
import { useOpsSession } from '../session';

function returnPath(state: unknown): string {
  const from = typeof state === 'object' && state && 'from' in state ? state.from : null;
  return typeof from === 'string' && /^\/ops(\/|$)/.test(from) && !from.startsWith('/ops/login')
    ? from
    : paths.ops.path;
}

export default function LoginPage() {
  const t = useT(opsMessages);
  const { language } = useLanguageChoice();
  const { refresh } = useOpsSession();
  const navigate = useNavigate();
  const location = useLocation();
  const state: unknown = location.state;
  const ended =
    typeof state === 'object' && state !== null && 'ended' in state && state.ended === true;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (k: string) => {
      const v = form.get(k);
      return typeof v === 'string' ? v : '';
    };
    setBusy(true);
    setError(null);
    try {
      await opsApi.login(text('email'), text('password'), text('code'));
      await refresh();
      void navigate(returnPath(state), { replace: true });
    } catch (e) {
      setError(
        e instanceof OpsApiError && e.status === 401
          ? t('invalidCredentials')
          : errorText(e, t, language),
      );
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center px-4 py-10">
      <div className="mb-4 flex justify-end">
        <LanguageButton />
      </div>
      <div className="rounded-card border border-line bg-surface-raised p-6 shadow-card">
        <p className="text-sm font-bold text-brand-700 dark:text-brand-300">{t('consoleName')}</p>
        <PageTitle>{t('loginTitle')}</PageTitle>
        <p className="mb-4 text-sm text-ink-muted">{t('loginIntro')}</p>
        {ended && (
          <p role="status" className="mb-4 rounded-lg bg-surface-alt p-3 text-sm text-ink">
            {t('signedOutNotice')}
          </p>
        )}
        <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
          <Field label={t('email')} name="email" type="email" autoComplete="username" required />
          <Field
            label={t('password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          <Field
            label={t('code')}
            hint={t('codeHint')}
            name="code"
            autoComplete="one-time-code"
            inputMode="text"
            dir="ltr"
            required
          />
          {error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
          <Button type="submit" disabled={busy}>
            {busy ? t('signingIn') : t('signIn')}
          </Button>
        </form>
      </div>
    </main>
  );
}
