import { useRef, useState, type SyntheticEvent } from 'react';
import { typedCode } from '@contract/typed-number';
import { useLocation, useNavigate } from 'react-router-dom';
import { LIMITS, resetPasswordFormSchema } from '@contract/validation';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/components/ui/use-page-title';
import { paths } from '@/config/paths';
import { useLanguage, useT } from '@/i18n/language-context';
import { localizedPath } from '@/i18n/language-paths';
import { notify } from '@/lib/notify';
import { clearResetHandle, getSignupEmail, getSignupUserId } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import { resetPassword, setSignupEmail } from '../auth-slice';
import { authLinkClass } from '../components/auth-links';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-field';
import { TextField } from '../components/text-field';
import { shownFailure } from '../failure-text';
import {
  firstErrorId,
  splitServerErrors,
  useFocusRequest,
  validate,
  type Errors,
} from '../form-errors';
import { authMessages } from '../messages';
import { around } from '../words-around';

type Field = 'otp' | 'password' | 'confirmPassword';
const ORDER: readonly Field[] = ['otp', 'password', 'confirmPassword'];
const idOf = (field: Field) => `reset-${field}`;
const fieldFor = (key: string): Field | null =>
  key === 'resetOtp' || key === 'otp'
    ? 'otp'
    : key === 'password' || key === 'confirmPassword'
      ? key
      : null;

/** Navigation state from /forgot-password, else what it saved in local storage (spec section 2). */
function useResetHandle(): { userId: string | null; email: string | null } {
  const state: unknown = useLocation().state;
  const record = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  // Storage is read once hydrated, so the prerendered page (no handle) hydrates as it was built.
  const hydrated = useHydrated();
  return {
    userId: text(record.userId) ?? (hydrated ? getSignupUserId() : null),
    email: text(record.email) ?? (hydrated ? getSignupEmail() : null),
  };
}

export default function ResetPasswordPage() {
  const t = useT(authMessages);
  const language = useLanguage();
  usePageTitle(t('resetTitle'), t('pageDescription'));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const focus = useFocusRequest();
  const { userId, email } = useResetHandle();
  const [values, setValues] = useState<Record<Field, string>>({
    otp: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const attempted = useRef(false);

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted.current) setErrors(validate<Field>(resetPasswordFormSchema, next));
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    attempted.current = true;
    setFormError(null);
    const found = validate<Field>(resetPasswordFormSchema, values);
    setErrors(found);
    if (Object.keys(found).length) {
      focus(firstErrorId(ORDER, found, idOf));
      return;
    }
    if (!userId) {
      const message = t('userIdMissing');
      setFormError(message);
      notify.error(message);
      return;
    }
    setLoading(true);
    const toastId = notify.loading(t('resettingPassword'));
    const result = await dispatch(
      resetPassword({ userId, resetOtp: typedCode(values.otp), password: values.password }),
    );
    setLoading(false);
    if (resetPassword.fulfilled.match(result)) {
      // The thunk cleared signup_email and signupUserId.
      notify.success(t('resetSuccess'), toastId);
      void navigate(localizedPath(language, paths.login.path), { replace: true });
      return;
    }
    const resetFailed = t('resetFailed');
    const failure = shownFailure(result.payload, resetFailed);
    notify.error(failure?.hasMessage ? failure.message : resetFailed, toastId);
    const { fields, form } = splitServerErrors(failure, fieldFor, resetFailed);
    setErrors(fields);
    setFormError(form);
    focus(firstErrorId(ORDER, fields, idOf));
  };

  /** A new code means a new request: forget this one so /forgot-password shows its form. */
  const startOver = () => {
    clearResetHandle();
    dispatch(setSignupEmail(null));
    void navigate(localizedPath(language, paths.forgotPassword.path), { replace: true });
  };

  return (
    <AuthLayout
      title={t('resetHeading')}
      intro={
        email
          ? around(
              (slot) => t('resetIntroEmail', { email: slot }),
              <strong className="text-ink">
                <bdi>{email}</bdi>
              </strong>,
            )
          : t('resetIntroNoEmail')
      }
      footer={
        <>
          {t('noCode')}{' '}
          <button type="button" onClick={startOver} className={authLinkClass}>
            {t('requestNew')}
          </button>
        </>
      }
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
        <FormAlert message={formError} />
        <TextField
          id={idOf('otp')}
          label={t('resetOtpLabel')}
          name="otp"
          dir="ltr"
          maxLength={LIMITS.otp}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={values.otp}
          error={errors.otp}
          disabled={loading}
          onChange={(e) => {
            change('otp', e.target.value);
          }}
        />
        <PasswordField
          id={idOf('password')}
          label={t('newPasswordLabel')}
          name="password"
          maxLength={LIMITS.password}
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          disabled={loading}
          hint={t('passwordHint')}
          onChange={(e) => {
            change('password', e.target.value);
          }}
        />
        <PasswordField
          id={idOf('confirmPassword')}
          label={t('confirmNewPasswordLabel')}
          name="confirmPassword"
          maxLength={LIMITS.password}
          autoComplete="new-password"
          value={values.confirmPassword}
          error={errors.confirmPassword}
          disabled={loading}
          onChange={(e) => {
            change('confirmPassword', e.target.value);
          }}
        />
        <Button type="submit" size="lg" className="w-full" disabled={loading}>
          {loading ? t('resetting') : t('resetButton')}
        </Button>
      </form>
    </AuthLayout>
  );
}
