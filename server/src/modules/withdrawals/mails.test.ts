/** The withdrawal mails in the member's language (DECISIONS 38). */
import { describe, expect, it } from 'vitest';
import { withdrawalMail } from './mails';
import type { WithdrawalsTable } from './tables';

const request = (changes: Partial<WithdrawalsTable> = {}): WithdrawalsTable => ({
  id: 'w1',
  member_id: 'm1',
  reference: 'WD-20261124-K7Q2ZP',
  amount_fils: 1_250_50,
  method: 'bank',
  account_holder: 'Layla Haddad',
  iban: 'AE070331234567890123456',
  phone: null,
  status: 'approved',
  reason: null,
  transfer_ref: null,
  idempotency_key: null,
  request_hash: null,
  created_at: '2026-11-24T08:00:00.000Z',
  updated_at: '2026-11-24T09:00:00.000Z',
  ...changes,
});

const LRI = '\u2066';
const PDI = '\u2069';
/** Latin letters outside the values a mail names left to right. */
const latinWords = (text: string) =>
  text
    .replace(/\u2066[^\u2069]*\u2069/g, '')
    .replace(/<bdi[^>]*>[^<]*<\/bdi>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&\w+;/g, '')
    .match(/[A-Za-z]{2,}/g) ?? [];

describe('withdrawal mails', () => {
  it('keeps the English mail as it was, marked English', () => {
    const mail = withdrawalMail('layla@example.test', request());
    expect(mail).toEqual({
      to: 'layla@example.test',
      subject: 'Your withdrawal WD-20261124-K7Q2ZP is approved',
      text: 'Your withdrawal request WD-20261124-K7Q2ZP of AED 1,250.50 is approved. We will transfer it to your bank account ending 3456 shortly.\n\nRihla wallet team',
      language: 'en',
    });
  });

  it('writes the approval in Arabic with the reference, amount and account ending left to right', () => {
    const mail = withdrawalMail('layla@example.test', request(), 'ar');
    expect(mail.language).toBe('ar');
    expect(mail.subject).toBe(`تمت الموافقة على طلب السحب ${LRI}WD-20261124-K7Q2ZP${PDI}`);
    expect(mail.text).toContain(`طلب السحب ${LRI}WD-20261124-K7Q2ZP${PDI}`);
    expect(mail.text).toMatch(/بمبلغ \u2066\u200f?1,250\.50\s?د\.إ\.\u200f?\u2069/);
    expect(mail.text).toContain(`حسابك البنكي المنتهي بـ ${LRI}3456${PDI}`);
    expect(mail.text.endsWith('فريق محفظة رحلة')).toBe(true);
    expect(latinWords(mail.text)).toEqual([]);
  });

  it('gives the Arabic mail a right-to-left HTML part with the same sentences', () => {
    const mail = withdrawalMail(
      'layla@example.test',
      request({
        status: 'paid',
        method: 'wallet',
        iban: null,
        phone: '+971501234567',
        transfer_ref: 'FT-778',
      }),
      'ar',
    );
    expect(mail.subject).toBe(`تم دفع طلب السحب ${LRI}WD-20261124-K7Q2ZP${PDI}`);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain(`<title>${mail.subject}</title>`);
    expect(mail.html).toContain('محفظة هاتفك المنتهية بـ <bdi dir="ltr">4567</bdi>');
    expect(mail.html).toContain('مرجع التحويل <bdi dir="ltr">FT-778</bdi>');
    expect(mail.text).toContain(`مرجع التحويل ${LRI}FT-778${PDI}`);
    expect(latinWords(mail.html ?? '')).toEqual([]);
  });

  it('shows the operator’s reason for a rejection in its own direction, escaped in the HTML', () => {
    const mail = withdrawalMail(
      'layla@example.test',
      request({ status: 'rejected', reason: 'Name <does not> match' }),
      'ar',
    );
    expect(mail.subject).toBe(`لم تتم الموافقة على طلب السحب ${LRI}WD-20261124-K7Q2ZP${PDI}`);
    expect(mail.text).toContain('السبب: \u2068Name <does not> match\u2069');
    expect(mail.text).toContain('أُعيد المبلغ إلى رصيدك المتاح.');
    expect(mail.html).toContain('السبب: <bdi>Name &lt;does not&gt; match</bdi>');
  });

  it('names any other status in Arabic', () => {
    const mail = withdrawalMail('layla@example.test', request({ status: 'cancelled' }), 'ar');
    expect(mail.text).toContain('الآن: ملغى.');
  });
});
