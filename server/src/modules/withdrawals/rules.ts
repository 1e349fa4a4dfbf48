/**
 * What a withdrawal request must be (DECISIONS 39): the body's schema, the IBAN and phone
 * checks, and the request's fingerprint for the Idempotency-Key.
 */
import { createHash, randomInt } from 'node:crypto';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { PHONE_MESSAGES, readWalletPhone } from '../../../../contract/phone';
import { WITHDRAWAL_LIMITS } from '../../../../contract/wallet';
import { say, wrongType } from '../../../../contract/zod-messages';
import { dubaiDateStamp } from '../../lib/dubai-time';

export const MIN_FILS = 50_00;

/** AED with at most two decimals → fils; null otherwise. */
export function amountToFils(value: number | string): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', frac = ''] = text.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

const Amount = z
  .union([z.number(), z.string()], { error: 'Amount is required' })
  .transform((v, ctx) => {
    const fils = amountToFils(v);
    if (fils === null || fils <= 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'Amount must be an AED amount with at most two decimals',
      });
      return z.NEVER;
    }
    return fils;
  });

// Names refuse control and format characters (DECISIONS 42), ZWNJ/ZWJ aside.
const Holder = z
  .string({ error: 'Account holder is required' })
  .trim()
  .min(2, 'Account holder is required')
  .max(
    WITHDRAWAL_LIMITS.accountHolder,
    `Account holder must be at most ${WITHDRAWAL_LIMITS.accountHolder} characters`,
  )
  .refine(
    (v) => !/[\p{Cc}\p{Cf}]/u.test(v.replace(/[\u200C\u200D]/g, '')),
    'Account holder contains characters that are not allowed',
  );

const Iban = z
  .string({ error: 'IBAN is required' })
  .max(WITHDRAWAL_LIMITS.iban, say.atMostChars('IBAN', WITHDRAWAL_LIMITS.iban))
  .transform((v) => electronicFormatIBAN(v) ?? '')
  .superRefine((v, ctx) => {
    if (v.startsWith('AE') && v.length !== 23) {
      ctx.addIssue({ code: 'custom', message: 'A UAE IBAN has 23 characters' });
    } else if (!isValidIBAN(v)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid IBAN' });
    }
  });

// The shared phone rule (DECISIONS 31): any country's mobile in international form, or a UAE
// mobile written the local way; kept in E.164, so a retry typed differently is the same request.
const Phone = z
  .string({ error: 'Phone number is required' })
  .max(
    WITHDRAWAL_LIMITS.phoneNumber,
    say.atMostChars('Phone number', WITHDRAWAL_LIMITS.phoneNumber),
  )
  .transform((v, ctx) => {
    const e164 = readWalletPhone(v);
    if (e164) return e164;
    ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES.wallet });
    return z.NEVER;
  });

export const WithdrawalBody = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('bank'), amount: Amount, accountHolder: Holder, iban: Iban }),
    z.object({ method: z.literal('wallet'), amount: Amount, phoneNumber: Phone }),
  ],
  { error: "Method must be 'bank' or 'wallet'" },
);
export type WithdrawalInput = z.output<typeof WithdrawalBody>;

export const IdempotencyKey = z
  .string({ error: wrongType('Idempotency-Key') })
  .min(1, 'Idempotency-Key cannot be empty')
  .max(100, 'Idempotency-Key must be at most 100 characters')
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII')
  .optional();

/** The normalised request's fingerprint: a retry matches, another body does not. */
export function requestHash(input: WithdrawalInput): string {
  const fields =
    input.method === 'bank'
      ? ['bank', input.amount, input.accountHolder, input.iban]
      : ['wallet', input.amount, input.phoneNumber];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

// No 0/O or 1/I, so a reference read out on the phone is not misheard.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newReference(at: Date): string {
  let tail = '';
  for (let i = 0; i < 6; i++) tail += ALPHABET.charAt(randomInt(ALPHABET.length));
  return `WD-${dubaiDateStamp(at)}-${tail}`;
}
