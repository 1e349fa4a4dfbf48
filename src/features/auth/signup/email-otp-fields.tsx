import { LIMITS } from '@contract/validation';
import { Button } from '@/components/ui/button';
import { TextField } from '../components/text-field';
import { authLinkClass } from '../components/auth-links';

/** Spec section 4: Send OTP → Sending... → Resend (Ns) → Resend. */
export function sendButtonLabel(sent: boolean, sending: boolean, remaining: number): string {
  if (sending) return 'Sending...';
  if (!sent) return 'Send OTP';
  return remaining > 0 ? `Resend (${remaining}s)` : 'Resend';
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
  return (
    <>
      <TextField
        id={emailId}
        label="Email"
        name="email"
        type="email"
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
              We sent a 6-digit code to this address.{' '}
              <button
                type="button"
                onClick={onChangeEmail}
                disabled={disabled || sending}
                className={authLinkClass}
              >
                Use a different e-mail
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
            {sendButtonLabel(sent, sending, remaining)}
          </Button>
        }
      />
      <TextField
        id={otpId}
        label="Verification code (OTP)"
        name="otp"
        maxLength={LIMITS.otp}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="6 digits"
        value={otp}
        error={otpError}
        disabled={disabled}
        hint={sent ? undefined : 'Use Send OTP to get a code by e-mail.'}
        onChange={(e) => {
          onOtp(e.target.value);
        }}
      />
    </>
  );
}
