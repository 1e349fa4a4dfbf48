import { useState, type SyntheticEvent } from 'react';
import { parseTypedAmount, type AmountProblem } from '@contract/typed-number';
import { WITHDRAWAL_LIMITS, type WithdrawalMethod, type WithdrawalRequest } from '@contract/wallet';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/features/auth/components/select-field';
import { TextField } from '@/features/auth/components/text-field';
import { useT } from '@/i18n/language-context';
import { activeLanguage, translate } from '@/i18n/catalogue';
import { apiErrorInfo, type ApiErrorInfo } from '@/lib/api-error';
import { apiErrorText, apiFieldErrors } from '@/lib/api-messages';
import { notify } from '@/lib/notify';
import { walletApi } from './api';
import { withLtr } from './bidi';
import { walletMessages } from './messages';

/** A left-to-right isolate: digit groups and a leading "+" keep their order in Arabic text. */
const ltr = (text: string) => `\u2066${text}\u2069`;

/**
 * The field errors in the reader's words. English keeps the server's (spec section 8); Arabic
 * translates the codes, except two whose shared wording does not fit this form: PHONE_INVALID's
 * names sign-up's country list, and FIELD_INVALID only says "this value is not valid".
 */
function withdrawalFieldErrors(info: ApiErrorInfo): Record<string, string> {
  const errors = apiFieldErrors(info);
  if (activeLanguage() !== 'ar') return errors;
  if (info.codes?.phoneNumber === 'PHONE_INVALID')
    errors.phoneNumber = translate(walletMessages, 'phoneInvalid', {
      local: ltr('050 123 4567'),
      international: ltr('+971501234567'),
    });
  if (info.codes?.iban === 'FIELD_INVALID') errors.iban = translate(walletMessages, 'ibanInvalid');
  return errors;
}

const AMOUNT_PROBLEM = {
  empty: 'amountEmpty',
  invalid: 'amountInvalid',
  decimals: 'amountDecimals',
} as const satisfies Record<AmountProblem, string>;

const newKey = () =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

/** The request form: amount, method, then holder and IBAN or a mobile wallet number. */
export function WithdrawalForm({ onDone }: { onDone: () => void }) {
  const t = useT(walletMessages);
  const [method, setMethod] = useState<WithdrawalMethod>('bank');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per filled-in form: a retry after a lost answer is not a second request.
  const [key, setKey] = useState(newKey);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => (data.get(name) as string | null)?.trim() ?? '';
    // Read as typed (DECISIONS 46); what cannot be read is said here, never sent as 0 or null.
    const typed = parseTypedAmount(text('amount'));
    if (!typed.ok) {
      setFormError(null);
      setErrors({ amount: t(AMOUNT_PROBLEM[typed.problem]) });
      document.getElementById('wd-amount')?.focus();
      return;
    }
    const amount = typed.value;
    const body: WithdrawalRequest =
      method === 'bank'
        ? { amount, method, accountHolder: text('accountHolder'), iban: text('iban') }
        : { amount, method, phoneNumber: text('phoneNumber') };
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      const res = await walletApi.requestWithdrawal(body, key);
      const { reference } = res.withdrawal;
      // In Arabic the reference keeps its order ("WD-20261125-U5HKLD", not broken at a hyphen).
      notify.success(
        t('requested', { reference: activeLanguage() === 'ar' ? ltr(reference) : reference }),
      );
      setKey(newKey());
      onDone();
    } catch (error) {
      // English shows the server's words; Arabic translates them by their codes.
      const info = apiErrorInfo(error, '');
      setErrors(withdrawalFieldErrors(info));
      setFormError(apiErrorText(info, t('requestFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3 sm:grid-cols-2">
      {formError && (
        <p role="alert" className="text-sm text-danger sm:col-span-2">
          {formError}
        </p>
      )}
      <TextField
        id="wd-amount"
        name="amount"
        label={t('amount')}
        inputMode="decimal"
        dir="ltr"
        maxLength={WITHDRAWAL_LIMITS.amount}
        required
        error={errors.amount}
      />
      <SelectField
        id="wd-method"
        label={t('method')}
        value={method}
        onChange={(e) => {
          setMethod(e.target.value as WithdrawalMethod);
        }}
      >
        <option value="bank">{t('methodBank')}</option>
        <option value="wallet">{t('methodWallet')}</option>
      </SelectField>
      {method === 'bank' ? (
        <>
          <TextField
            id="wd-holder"
            name="accountHolder"
            label={t('accountHolder')}
            maxLength={WITHDRAWAL_LIMITS.accountHolder}
            autoComplete="name"
            required
            error={errors.accountHolder}
          />
          <TextField
            id="wd-iban"
            name="iban"
            label={t('iban')}
            dir="ltr"
            maxLength={WITHDRAWAL_LIMITS.iban}
            autoComplete="off"
            spellCheck={false}
            required
            error={errors.iban}
          />
        </>
      ) : (
        <TextField
          id="wd-phone"
          name="phoneNumber"
          type="tel"
          label={t('phone')}
          dir="ltr"
          maxLength={WITHDRAWAL_LIMITS.phoneNumber}
          // The example's digit groups keep their order inside Arabic.
          hint={withLtr(walletMessages, 'phoneHint', {}, { example: '050 123 4567' })}
          autoComplete="tel"
          required
          error={errors.phoneNumber}
        />
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? t('submitting') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
