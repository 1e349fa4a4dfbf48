import { useRef, useState, type SyntheticEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LIMITS, forgotPasswordSchema } from '@contract/validation';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/components/ui/use-page-title';
import { paths } from '@/config/paths';
import { useLanguage, useLocalizedPath, useT } from '@/i18n/language-context';
import { localizedPath } from '@/i18n/language-paths';
import { notify } from '@/lib/notify';
import { forgotPassword } from '../auth-slice';
import { authLinkClass } from '../components/auth-links';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { TextField } from '../components/text-field';
import { shownFailure } from '../failure-text';
import { splitServerErrors, useFocusRequest, validate, type Errors } from '../form-errors';
import { authMessages } from '../messages';
import { authStateMessages } from '../state-words/messages';

const EMAIL_ID = 'forgot-email';

/** What /reset-password receives in navigation state (spec section 2). */
interface ResetNavigationState {
  userId: string;
  email: string;
}

export default function ForgotPasswordPage() {
  const t = useT(authMessages);
  const tState = useT(authStateMessages);
  const language = useLanguage();
  const localized = useLocalizedPath();
  usePageTitle(t('forgotTitle'), t('pageDescription'));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const focus = useFocusRequest();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors<'email'>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const attempted = useRef(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    attempted.current = true;
    setFormError(null);
    const found = validate<'email'>(forgotPasswordSchema, { email });
    setErrors(found);
    if (found.email) {
      focus(EMAIL_ID);
      return;
    }
    setLoading(true);
    const toastId = notify.loading(t('sendingResetOtp'));
    const address = email.trim();
    const result = await dispatch(forgotPassword({ email: address }));
    setLoading(false);
    if (forgotPassword.fulfilled.match(result)) {
      // The thunk saved signup_email and signupUserId; the state carries them too.
      notify.success(t('resetOtpSent'), toastId);
      const state: ResetNavigationState = { userId: result.payload.userId, email: address };
      void navigate(localizedPath(language, paths.resetPassword.path), { state });
      return;
    }
    const sendFailed = t('sendFailed');
    const missingId = result.payload?.message === tState('missingResetUserId');
    const failure = shownFailure(result.payload, sendFailed);
    const message = failure?.hasMessage ? failure.message : sendFailed;
    notify.error(message, toastId);
    const { fields, form } = splitServerErrors(
      failure,
      (key) => (key === 'email' ? 'email' : null),
      sendFailed,
    );
    setErrors(fields);
    setFormError(missingId ? tState('missingResetUserId') : form);
    if (fields.email) focus(EMAIL_ID);
  };

  return (
    <AuthLayout
      title={t('forgotHeading')}
      intro={t('forgotIntro')}
      footer={
        <>
          {t('remembered')}{' '}
          <Link to={localized(paths.login.path)} className={authLinkClass}>
            {t('backToLogin')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
        <FormAlert message={formError} />
        <TextField
          id={EMAIL_ID}
          label={t('emailLabel')}
          name="email"
          type="email"
          dir="ltr"
          maxLength={LIMITS.email}
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          error={errors.email}
          disabled={loading}
          onChange={(e) => {
            setEmail(e.target.value);
            if (attempted.current)
              setErrors(validate<'email'>(forgotPasswordSchema, { email: e.target.value }));
          }}
        />
        <Button type="submit" size="lg" className="w-full" disabled={loading}>
          {loading ? t('sending') : t('sendResetCode')}
        </Button>
      </form>
    </AuthLayout>
  );
}
