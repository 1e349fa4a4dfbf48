import { useCallback, useState } from 'react';
import { translate } from '@/i18n/catalogue';
import { apiErrorInfo } from '@/lib/api-error';
import { apiErrorText } from '@/lib/api-messages';
import { notify } from '@/lib/notify';
import { authApi } from '../api';
import { authMessages } from '../messages';
import { useCooldown } from './use-cooldown';

/** Spec section 9: 60 s between sends. */
export const RESEND_COOLDOWN_S = 60;

/**
 * The signup code (spec section 4, "Signup OTP"; DECISIONS 14): Send OTP, then a locked e-mail
 * and a 60 s countdown, then Resend, which calls send-otp again with its own toasts.
 */
export function useOtpSender() {
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { remaining, start, stop } = useCooldown();

  const send = useCallback(
    async (email: string): Promise<boolean> => {
      const resend = sent;
      setSending(true);
      setError(null);
      // Words are read as each toast fires, in the language shown then.
      const say = (id: 'resendingOtp' | 'otpResent' | 'resendFailed' | 'sendOtpFailed') =>
        translate(authMessages, id);
      const toastId = resend ? notify.loading(say('resendingOtp')) : undefined;
      try {
        await authApi.sendSignupOtp({ email });
        setSent(true);
        start(RESEND_COOLDOWN_S);
        if (resend) notify.success(say('otpResent'), toastId);
        return true;
      } catch (failure) {
        // The server's words in English, their translation by code in Arabic.
        if (resend) {
          const fallback = say('resendFailed');
          notify.error(apiErrorText(apiErrorInfo(failure, fallback), fallback), toastId);
        } else {
          const fallback = say('sendOtpFailed');
          setError(apiErrorText(apiErrorInfo(failure, fallback), fallback));
        }
        return false;
      } finally {
        setSending(false);
      }
    },
    [sent, start],
  );

  /** Unlocks the e-mail to use another address; the code must then be sent again. */
  const reset = useCallback(() => {
    setSent(false);
    setError(null);
    stop();
  }, [stop]);

  const clearError = useCallback(() => {
    setError(null);
  }, []);

  return { sent, sending, error, remaining, send, reset, clearError };
}
