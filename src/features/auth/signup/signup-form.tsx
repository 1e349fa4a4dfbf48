import { useRef, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LIMITS, emailField, signupFormSchema } from '@contract/validation';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/language-context';
import { notify } from '@/lib/notify';
import { signupUser } from '../auth-slice';
import { FormAlert } from '../components/form-alert';
import { shownFailure } from '../failure-text';
import { PasswordField } from '../components/password-field';
import { SelectField } from '../components/select-field';
import { TextField } from '../components/text-field';
import {
  firstErrorId,
  splitServerErrors,
  useFocusRequest,
  validate,
  type Errors,
} from '../form-errors';
import { useOtpSender } from '../hooks/use-otp-sender';
import { authMessages } from '../messages';
import { authStateMessages } from '../state-words/messages';
import { EmailOtpFields } from './email-otp-fields';
import { ConsentField } from './consent-field';
import {
  consentErrors,
  emptySignup,
  SIGNUP_FIELDS,
  signupFieldFor,
  signupId,
  signupPayload,
  type SignupField,
  type SignupValues,
} from './fields';
import { PhoneField } from './phone-field';
import { usePhoneRule } from './phone-rule';
import { SponsorField } from './sponsor-field';

/** The registration form of spec sections 2, 3, 4 and 5. */
export function SignupForm({ initialSponsor }: { initialSponsor: string }) {
  const t = useT(authMessages);
  const tState = useT(authStateMessages);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const otp = useOtpSender();
  const focus = useFocusRequest();
  const [values, setValues] = useState<SignupValues>(() => emptySignup(initialSponsor));
  // A prerendered page learns its ?ref= only once hydrated (signup-page.tsx): it fills an
  // empty sponsor field then (adjusted while rendering, as React advises for props).
  const [sponsorGiven, setSponsorGiven] = useState(initialSponsor);
  if (sponsorGiven !== initialSponsor) {
    setSponsorGiven(initialSponsor);
    if (initialSponsor && !values.sponsorBy) setValues({ ...values, sponsorBy: initialSponsor });
  }
  const [errors, setErrors] = useState<Errors<SignupField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const attempted = useRef(false);
  // With the phone rule once it has arrived; before, the phone is only required here and the
  // server, which checks the same rule, answers for it.
  const phoneRule = usePhoneRule();
  const schema = () =>
    phoneRule ? phoneRule.signupFormWithPhone(otp.sent) : signupFormSchema(otp.sent);

  const check = (v: SignupValues): Errors<SignupField> => ({
    ...validate<SignupField>(schema(), v),
    ...consentErrors(v, t('consentRequired')),
  });

  const firstError = (found: Errors<SignupField>) => firstErrorId(SIGNUP_FIELDS, found, signupId);

  const set = (field: SignupField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (field === 'email') otp.clearError();
    // After a first submit, messages follow what is typed.
    if (attempted.current) setErrors(check(next));
  };

  const sendOtp = async () => {
    const check = emailField.safeParse(values.email);
    if (!check.success) {
      setErrors((e) => ({ ...e, email: check.error.issues[0]?.message }));
      focus(signupId('email'));
      return;
    }
    setErrors((e) => ({ ...e, email: undefined }));
    if (await otp.send(check.data)) focus(signupId('otp'));
    else if (!otp.sent) focus(signupId('email'));
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    attempted.current = true;
    setFormError(null);
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length) {
      focus(firstError(found));
      return;
    }
    setSubmitting(true);
    const toastId = notify.loading(t('creatingAccount'));
    const result = await dispatch(signupUser(signupPayload(values, phoneRule)));
    setSubmitting(false);
    if (signupUser.fulfilled.match(result)) {
      // The server may answer without a session (spec section 4).
      const { token, user } = result.payload;
      notify.success(tState(token && user ? 'registrationCompleted' : 'accountCreated'), toastId);
      // The member area, not the marketing home (DECISIONS 33); without a session its guard
      // asks for a login and comes back. Member pages have one address in both languages.
      void navigate(paths.profile.path, { replace: true });
      return;
    }
    const failure = shownFailure(result.payload, tState('signupFailed'));
    notify.error(failure?.hasMessage ? failure.message : tState('signupFailed'), toastId);
    const { fields, form } = splitServerErrors(failure, signupFieldFor, t('errorOccurred'));
    setErrors(fields);
    setFormError(form);
    focus(firstError(fields));
  };

  const common = (field: SignupField) => ({
    id: signupId(field),
    name: field,
    value: values[field],
    error: errors[field],
    disabled: submitting,
    onChange: (e: { target: { value: string } }) => {
      set(field)(e.target.value);
    },
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
      <FormAlert message={formError} />
      <TextField
        {...common('username')}
        label={t('usernameLabel')}
        dir="ltr"
        maxLength={LIMITS.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint={t('usernameHint')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...common('firstName')}
          label={t('firstNameLabel')}
          maxLength={LIMITS.name}
          autoComplete="given-name"
        />
        <TextField
          {...common('lastName')}
          label={
            <>
              {t('lastNameLabel')}{' '}
              <span className="font-normal text-ink-muted">{t('optional')}</span>
            </>
          }
          maxLength={LIMITS.name}
          autoComplete="family-name"
        />
      </div>
      <EmailOtpFields
        emailId={signupId('email')}
        otpId={signupId('otp')}
        email={values.email}
        otp={values.otp}
        emailError={errors.email ?? otp.error}
        otpError={errors.otp}
        sent={otp.sent}
        sending={otp.sending}
        remaining={otp.remaining}
        disabled={submitting}
        onEmail={set('email')}
        onOtp={set('otp')}
        onSend={() => void sendOtp()}
        onChangeEmail={() => {
          otp.reset();
          setValues((v) => ({ ...v, otp: '' }));
          focus(signupId('email'));
        }}
      />
      <PhoneField
        codeId={signupId('countryCode')}
        phoneId={signupId('phone')}
        code={values.countryCode}
        phone={values.phone}
        error={errors.phone}
        disabled={submitting}
        onCode={set('countryCode')}
        onPhone={set('phone')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          {...common('password')}
          label={t('passwordLabel')}
          maxLength={LIMITS.password}
          autoComplete="new-password"
          hint={t('passwordHint')}
        />
        <PasswordField
          {...common('confirmPassword')}
          label={t('confirmPasswordLabel')}
          maxLength={LIMITS.password}
          autoComplete="new-password"
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SponsorField
          id={signupId('sponsorBy')}
          value={values.sponsorBy}
          error={errors.sponsorBy}
          disabled={submitting}
          onChange={set('sponsorBy')}
        />
        <SelectField {...common('gender')} label={t('genderLabel')} autoComplete="sex">
          <option value="">{t('selectGender')}</option>
          <option value="Male">{t('genderMale')}</option>
          <option value="Female">{t('genderFemale')}</option>
          <option value="Other">{t('genderOther')}</option>
        </SelectField>
      </div>
      <ConsentField
        id={signupId('terms')}
        checked={values.terms === 'yes'}
        error={errors.terms}
        disabled={submitting}
        onChange={(ticked) => {
          set('terms')(ticked ? 'yes' : '');
        }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? t('creatingAccount') : t('createAccount')}
      </Button>
    </form>
  );
}
