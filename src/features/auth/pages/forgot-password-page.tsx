import { useRef, useState, type SyntheticEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LIMITS, forgotPasswordSchema } from '@contract/validation';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/components/ui/use-page-title';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { forgotPassword, MISSING_RESET_USER_ID } from '../auth-slice';
import { authLinkClass } from '../components/auth-links';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { TextField } from '../components/text-field';
import { splitServerErrors, useFocusRequest, validate, type Errors } from '../form-errors';

const EMAIL_ID = 'forgot-email';
const SEND_FAILED = 'Failed to send OTP. Please try again.';

/** What /reset-password receives in navigation state (spec section 2). */
interface ResetNavigationState {
  userId: string;
  email: string;
}

export default function ForgotPasswordPage() {
  usePageTitle('Forgot password');
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
    const toastId = notify.loading('Sending password reset OTP...');
    const address = email.trim();
    const result = await dispatch(forgotPassword({ email: address }));
    setLoading(false);
    if (forgotPassword.fulfilled.match(result)) {
      // The thunk saved signup_email and signupUserId; the state carries them too.
      notify.success('Reset OTP sent to email.', toastId);
      const state: ResetNavigationState = { userId: result.payload.userId, email: address };
      void navigate(paths.resetPassword.path, { state });
      return;
    }
    const failure = result.payload;
    const missingId = failure?.message === MISSING_RESET_USER_ID;
    const message = failure?.hasMessage ? failure.message : SEND_FAILED;
    notify.error(message, toastId);
    const { fields, form } = splitServerErrors(
      failure,
      (key) => (key === 'email' ? 'email' : null),
      SEND_FAILED,
    );
    setErrors(fields);
    setFormError(missingId ? MISSING_RESET_USER_ID : form);
    if (fields.email) focus(EMAIL_ID);
  };

  return (
    <AuthLayout
      title="Forgot your password?"
      intro="Enter the e-mail you registered with and we will send you a 6-digit reset code."
      footer={
        <>
          Remembered it?{' '}
          <Link to={paths.login.path} className={authLinkClass}>
            Back to log in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
        <FormAlert message={formError} />
        <TextField
          id={EMAIL_ID}
          label="Email"
          name="email"
          type="email"
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
          {loading ? 'Sending...' : 'Send reset code'}
        </Button>
      </form>
    </AuthLayout>
  );
}
