/**
 * Close account (issue 28, DECISIONS 48): the password asks for a mailed code; the code (and,
 * for a balance under AED 50, the member's consent to give it up) closes the account for good.
 * Refusals (a withdrawal in progress, AED 50 or more available) come from the server.
 */
import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLanguage, useT } from '@/i18n/language-context';
import { localizedPath } from '@/i18n/language-paths';
import { formatAed } from '@/lib/format';
import { notify } from '@/lib/notify';
import { clearSession } from '@/lib/session';
import { sessionEnded } from '@/features/auth/auth-slice';
import { FormAlert } from '@/features/auth/components/form-alert';
import { PasswordField } from '@/features/auth/components/password-field';
import { TextField } from '@/features/auth/components/text-field';
import { closeAccount, failureOf, requestCloseCode } from './account-api';
import { accountMessages } from './account-messages';
import { ForfeitBox } from './forfeit-box';

type Step = 'idle' | 'password' | 'code';
type Field = 'password' | 'code' | 'acceptForfeit';

export function CloseSection() {
  const t = useT(accountMessages);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const language = useLanguage();
  const [step, setStep] = useState<Step>('idle');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [forfeit, setForfeit] = useState(0);
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (error: unknown, fallback: string) => {
    const failure = failureOf(error, fallback);
    const fields = failure.errors as Partial<Record<Field, string>>;
    const known = Object.keys(fields).some((k) =>
      ['password', 'code', 'acceptForfeit'].includes(k),
    );
    setErrors(fields);
    setFormError(known ? null : failure.message);
    notify.error(failure.message);
  };

  const sendCode = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!password) {
      setErrors({ password: t('passwordRequired') });
      return;
    }
    setBusy(true);
    try {
      const answer = await requestCloseCode(password);
      setForfeit(answer.forfeitAed);
      setErrors({});
      setStep('code');
      notify.success(t('codeSent'));
    } catch (error) {
      fail(error, t('closeFailed'));
    } finally {
      setBusy(false);
    }
  };

  const close = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFormError(null);
    const found: Partial<Record<Field, string>> = {};
    if (!/^\d{6}$/.test(code.trim())) found.code = t('codeRequired');
    if (forfeit > 0 && !accepted) found.acceptForfeit = t('forfeitRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await closeAccount({ password, code: code.trim(), acceptForfeit: accepted });
      notify.success(t('closed'));
      // The server has ended every session; this one ends here too, on the home page.
      clearSession();
      await navigate(localizedPath(language, paths.home.path), { flushSync: true });
      dispatch(sessionEnded());
    } catch (error) {
      fail(error, t('closeFailed'));
      setBusy(false);
    }
  };

  const reset = () => {
    setStep('idle');
    setPassword('');
    setCode('');
    setAccepted(false);
    setErrors({});
    setFormError(null);
  };

  return (
    <section aria-labelledby="close-title">
      <h2 id="close-title" className="text-lg font-bold text-danger">
        {t('closeTitle')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('closeIntro')}</p>
      {step === 'idle' ? (
        <Button variant="danger" className="mt-4" onClick={() => setStep('password')}>
          {t('closeStart')}
        </Button>
      ) : (
        <form
          noValidate
          onSubmit={(e) => void (step === 'password' ? sendCode(e) : close(e))}
          className="mt-4 space-y-5"
        >
          <FormAlert message={formError} />
          <PasswordField
            id="close-password"
            name="password"
            label={t('closePassword')}
            autoComplete="current-password"
            value={password}
            error={errors.password}
            disabled={busy || step === 'code'}
            onChange={(e) => setPassword(e.target.value)}
          />
          {step === 'code' && (
            <>
              <TextField
                id="close-code"
                name="code"
                label={t('code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                dir="ltr"
                value={code}
                error={errors.code}
                disabled={busy}
                onChange={(e) => setCode(e.target.value)}
              />
              {forfeit > 0 && (
                <ForfeitBox
                  amount={formatAed(forfeit)}
                  checked={accepted}
                  error={errors.acceptForfeit}
                  disabled={busy}
                  onChange={setAccepted}
                />
              )}
            </>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" disabled={busy}>
              {step === 'password'
                ? busy
                  ? t('sendingCode')
                  : t('sendCode')
                : busy
                  ? t('closing')
                  : t('closeConfirm')}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={reset}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
