import { LIMITS } from '@contract/validation';
import { Button } from '@/components/ui/button';
import { useT, type Translate } from '@/i18n/language-context';
import { TextField } from '../components/text-field';
import { authLinkClass } from '../components/auth-links';
import { authMessages } from '../messages';
import type authEn from '../messages.en';

/** Spec section 4: Send OTP → Sending... → Resend (Ns) → Resend. */
export function sendButtonLabel(
  t: Translate<typeof authEn>,
  sent: boolean,
  sending: boolean,
  remaining: number,
): string {
  if (sending) return t('sending');
  if (!sent) return t('sendOtp');
  return remaining > 0 ? t('resendIn', { seconds: remaining }) : t('resend');
}

/** The e-mail with its Send OTP button, and the 6-digit code field beneath. */
export function EmailOtpFields({
  emailId,
  otpId,
  email,
  otp,
  emailError,
  otpError,
  sent,
  sending,
  remaining,
  disabled,
  onEmail,
  onOtp,
  onSend,
  onChangeEmail,
}: {
  emailId: string;
  otpId: string;
  email: string;
  otp: string;
  emailError?: string | null;
  otpError?: string | null;
  sent: boolean;
  sending: boolean;
  remaining: number;
  disabled: boolean;
  onEmail: (value: string) => void;
  onOtp: (value: string) => void;
  onSend: () => void;
  onChangeEmail: () => void;
}) {
  const t = useT(authMessages);
  return (
    <>
      <TextField
        id={emailId}
        label={t('emailLabel')}
        name="email"
        type="email"
        dir="ltr"
        maxLength={LIMITS.email}
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        // Locked once a code went to it (spec section 4); read-only keeps it focusable.
        readOnly={sent}
        className={sent ? 'bg-surface-alt' : ''}
        error={emailError}
        disabled={disabled}
        hint={
          sent ? (
            <>
              {t('otpSentHint')}{' '}
              <button
                type="button"
                onClick={onChangeEmail}
                disabled={disabled || sending}
                className={authLinkClass}
              >
                {t('differentEmail')}
              </button>
            </>
          ) : undefined
        }
        onChange={(e) => {
          onEmail(e.target.value);
        }}
        addon={
          <Button
            variant="secondary"
            className="shrink-0 rounded-xl! px-4 tabular-nums"
            disabled={disabled || sending || (sent && remaining > 0)}
            onClick={onSend}
          >
            {sendButtonLabel(t, sent, sending, remaining)}
          </Button>
        }
      />
      <TextField
        id={otpId}
        label={t('otpLabel')}
        name="otp"
        dir="ltr"
        maxLength={LIMITS.otp}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t('otpPlaceholder')}
        value={otp}
        error={otpError}
        disabled={disabled}
        hint={sent ? undefined : t('otpHint')}
        onChange={(e) => {
          onOtp(e.target.value);
        }}
      />
    </>
  );
}
