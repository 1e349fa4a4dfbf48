import { useRef, useState, type SyntheticEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LIMITS, loginFormSchema } from '@contract/validation';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/components/ui/use-page-title';
import { paths } from '@/config/paths';
import { useLocalizedPath, useT } from '@/i18n/language-context';
import { notify } from '@/lib/notify';
import { returnTarget } from '@/lib/return-path';
import { loginUser } from '../auth-slice';
import { authLinkClass } from '../components/auth-links';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-field';
import { TextField } from '../components/text-field';
import { shownFailure } from '../failure-text';
import { loginPayload } from '../login-payload';
import {
  firstErrorId,
  splitServerErrors,
  useFocusRequest,
  validate,
  type Errors,
} from '../form-errors';
import { authMessages } from '../messages';
import { authStateMessages } from '../state-words/messages';

type Field = 'identifier' | 'password';
const ORDER: readonly Field[] = ['identifier', 'password'];
const ids: Record<Field, string> = { identifier: 'login-identifier', password: 'login-password' };
const linkClass = authLinkClass;

/** The server names the identifier by its kind; all of them belong to the one field. */
const fieldFor = (key: string): Field | null =>
  ['email', 'phoneNumber', 'username', 'identifier'].includes(key)
    ? 'identifier'
    : key === 'password'
      ? 'password'
      : null;

export default function LoginPage() {
  const t = useT(authMessages);
  const tState = useT(authStateMessages);
  const localized = useLocalizedPath();
  usePageTitle(t('loginTitle'), t('pageDescription'));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Sent here by a member route's guard, or with ?returnTo=: back there after login
  // (DECISIONS 32).
  const location = useLocation();
  const returnTo = returnTarget(location.state, location.search);
  const [values, setValues] = useState({ identifier: '', password: '' });
  const [rememberMe, setRememberMe] = useState(true);
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const attempted = useRef(false);
  const focus = useFocusRequest();

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first submit, messages follow what is typed.
    if (attempted.current) setErrors(validate<Field>(loginFormSchema, next));
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    attempted.current = true;
    setFormError(null);
    const found = validate<Field>(loginFormSchema, values);
    setErrors(found);
    if (Object.keys(found).length) {
      focus(firstErrorId(ORDER, found, (f) => ids[f]));
      return;
    }
    setLoading(true);
    const toastId = notify.loading(t('loggingIn'));
    const result = await dispatch(
      loginUser(loginPayload(values.identifier, values.password, rememberMe)),
    );
    setLoading(false);
    if (loginUser.fulfilled.match(result)) {
      notify.success(t('loginSuccess'), toastId);
      // Member pages have one address in both languages (DECISIONS 38).
      // Replacing the login page, so Back does not show the form again (DECISIONS 47).
      void navigate(returnTo ?? paths.profile.path, { replace: true });
      return;
    }
    // A locked account (DECISIONS 49): the server tells it only after the right password, with
    // the operator's reason, which the page words in its own language.
    if (result.payload?.code === 'ACCOUNT_LOCKED') {
      const text = t('accountLocked', { reason: result.payload.errors?.lockReason ?? '' });
      notify.error(text, toastId);
      setErrors({});
      setFormError(text);
      return;
    }
    const failure = shownFailure(result.payload, tState('loginFailed'));
    notify.error(failure?.hasMessage ? failure.message : tState('loginFailed'), toastId);
    const { fields, form } = splitServerErrors(failure, fieldFor, t('errorOccurred'));
    setErrors(fields);
    setFormError(form);
    focus(firstErrorId(ORDER, fields, (f) => ids[f]));
  };

  return (
    <AuthLayout
      title={t('loginHeading')}
      intro={t('loginIntro')}
      footer={
        <>
          {t('loginNew')}{' '}
          <Link to={localized(paths.signup.path)} className={linkClass}>
            {t('createAccountLink')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
        <FormAlert message={formError} />
        <TextField
          id={ids.identifier}
          label={t('identifierLabel')}
          name="identifier"
          dir="ltr"
          maxLength={LIMITS.identifier}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.identifier}
          error={errors.identifier}
          disabled={loading}
          onChange={(e) => {
            change('identifier', e.target.value);
          }}
        />
        <PasswordField
          id={ids.password}
          label={t('passwordLabel')}
          name="password"
          maxLength={LIMITS.password}
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          disabled={loading}
          onChange={(e) => {
            change('password', e.target.value);
          }}
        />
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2.5">
            <input
              type="checkbox"
              name="rememberMe"
              checked={rememberMe}
              disabled={loading}
              onChange={(e) => {
                setRememberMe(e.target.checked);
              }}
              className="size-4.5 rounded accent-brand-700 dark:accent-brand-400"
            />
            {t('rememberMe')}
          </label>
          <Link to={localized(paths.forgotPassword.path)} className={linkClass}>
            {t('forgotLink')}
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={loading}>
          {loading ? t('signingIn') : t('loginButton')}
        </Button>
      </form>
    </AuthLayout>
  );
}
