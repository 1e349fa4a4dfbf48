/**
 * The set-up link's page (`/ops/setup#<token>`; the token stays out of server logs in the
 * fragment): enrol the authenticator (QR code or key by hand), set the password, prove a
 * current code, then read the 10 recovery codes once.
 */
import { useEffect, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router-dom';
import type { SetupInfo } from '@contract/ops';
import { Button, buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLanguage, useT } from '@/i18n/language-context';
import { opsApi } from '../api';
import { errorText } from '../components/error-text';
import { Field } from '../components/field';
import { LanguageButton } from '../components/language-button';
import { PageTitle } from '../components/page-title';
import { QrCode } from '../components/qr-code';
import { opsMessages } from '../messages';

const tokenOfHash = () => window.location.hash.replace(/^#/, '');

export default function SetupPage() {
  const t = useT(opsMessages);
  const language = useLanguage();
  const [token] = useState(tokenOfHash);
  const [info, setInfo] = useState<SetupInfo | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  useEffect(() => {
    let current = true;
    opsApi.setupInfo(token).then(
      ({ setup }) => {
        if (current) setInfo(setup);
      },
      () => {
        if (current) setInvalid(true);
      },
    );
    return () => {
      current = false;
    };
  }, [token]);

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
      const { recoveryCodes } = await opsApi.setup(token, text('password'), text('code').trim());
      // The spent link leaves the address bar and the history.
      window.history.replaceState(window.history.state, '', paths.opsSetup.path);
      setCodes(recoveryCodes);
    } catch (e) {
      setError(errorText(e, t, language));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-bold text-brand-700 dark:text-brand-300">{t('consoleName')}</p>
        <LanguageButton />
      </div>
      <PageTitle>{codes ? t('recoveryTitle') : t('setupTitle')}</PageTitle>
      {invalid && (
        <p role="alert" className="text-danger">
          {t('setupLinkInvalid')}
        </p>
      )}
      {!invalid && !info && !codes && (
        <p role="status" className="text-sm text-ink-muted">
          {t('loading')}
        </p>
      )}
      {codes && (
        <section className="flex flex-col gap-4">
          <p>{t('recoveryIntro')}</p>
          <ol
            dir="ltr"
            className="grid grid-cols-2 gap-2 font-mono text-lg"
            aria-label={t('recoveryTitle')}
          >
            {codes.map((c) => (
              <li key={c} className="rounded-lg bg-surface-alt px-3 py-2">
                {c}
              </li>
            ))}
          </ol>
          <Link to={paths.opsLogin.path} className={buttonClass('primary')}>
            {t('recoveryDone')}
          </Link>
        </section>
      )}
      {info && !codes && (
        <form className="flex flex-col gap-6" onSubmit={(e) => void submit(e)} noValidate>
          <p className="text-ink-muted">{t('setupFor', { name: info.name, email: info.email })}</p>
          <section className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold">{t('setupStep1')}</h2>
            <QrCode value={info.uri} label={t('setupQrLabel')} />
            <p className="text-sm">{t('setupKey')}</p>
            <code
              dir="ltr"
              data-testid="totp-key"
              className="break-all rounded-lg bg-surface-alt p-3 font-mono text-base"
            >
              {info.secret.replace(/(.{4})/g, '$1 ').trim()}
            </code>
          </section>
          <section className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold">{t('setupStep2')}</h2>
            <Field
              label={t('password')}
              hint={t('passwordHint')}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={12}
            />
          </section>
          <section className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold">{t('setupStep3')}</h2>
            <Field
              label={t('totpCode')}
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              dir="ltr"
              required
            />
          </section>
          {error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
          <Button type="submit" disabled={busy}>
            {busy ? t('setupSaving') : t('setupSubmit')}
          </Button>
        </form>
      )}
    </main>
  );
}
