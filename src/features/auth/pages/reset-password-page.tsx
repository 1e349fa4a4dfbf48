import { useRef, useState, type SyntheticEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LIMITS, resetPasswordFormSchema } from '@contract/validation';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/components/ui/use-page-title';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { clearResetHandle, getSignupEmail, getSignupUserId } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import { resetPassword, setSignupEmail } from '../auth-slice';
import { authLinkClass } from '../components/auth-links';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-field';
import { TextField } from '../components/text-field';
import {
  firstErrorId,
  splitServerErrors,
  useFocusRequest,
  validate,
  type Errors,
} from '../form-errors';

type Field = 'otp' | 'password' | 'confirmPassword';
const ORDER: readonly Field[] = ['otp', 'password', 'confirmPassword'];
const idOf = (field: Field) => `reset-${field}`;
const RESET_FAILED = 'Failed to reset password.';
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
  usePageTitle('Reset password');
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
      const message = 'Cannot reset password: User ID is missing.';
      setFormError(message);
      notify.error(message);
      return;
    }
    setLoading(true);
    const toastId = notify.loading('Resetting password...');
    const result = await dispatch(
      resetPassword({ userId, resetOtp: values.otp.trim(), password: values.password }),
    );
    setLoading(false);
    if (resetPassword.fulfilled.match(result)) {
      // The thunk cleared signup_email and signupUserId.
      notify.success('Password reset successful.', toastId);
      void navigate(paths.login.path, { replace: true });
      return;
    }
    const failure = result.payload;
    notify.error(failure?.hasMessage ? failure.message : RESET_FAILED, toastId);
    const { fields, form } = splitServerErrors(failure, fieldFor, RESET_FAILED);
    setErrors(fields);
    setFormError(form);
    focus(firstErrorId(ORDER, fields, idOf));
  };

  /** A new code means a new request: forget this one so /forgot-password shows its form. */
  const startOver = () => {
    clearResetHandle();
    dispatch(setSignupEmail(null));
    void navigate(paths.forgotPassword.path, { replace: true });
  };

  return (
    <AuthLayout
      title="Choose a new password"
      intro={
        email ? (
          <>
            Enter the 6-digit code we sent to <strong className="text-ink">{email}</strong>.
          </>
        ) : (
          'Enter the 6-digit code from your e-mail.'
        )
      }
      footer={
        <>
          No code?{' '}
          <button type="button" onClick={startOver} className={authLinkClass}>
            Request a new one
          </button>
        </>
      }
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
        <FormAlert message={formError} />
        <TextField
          id={idOf('otp')}
          label="Reset code (OTP)"
          name="otp"
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
          label="New password"
          name="password"
          maxLength={LIMITS.password}
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          disabled={loading}
          hint="At least 8 characters, with an uppercase letter and a number."
          onChange={(e) => {
            change('password', e.target.value);
          }}
        />
        <PasswordField
          id={idOf('confirmPassword')}
          label="Confirm new password"
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
          {loading ? 'Resetting...' : 'Reset password'}
        </Button>
      </form>
    </AuthLayout>
  );
}
