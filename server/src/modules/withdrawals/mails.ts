/**
 * The e-mails a member gets when an operator changes their withdrawal request, in the member's
 * language (DECISIONS 38). English is plain text as before; Arabic also has an HTML part,
 * `<html lang="ar" dir="rtl">`, because a plain-text Arabic mail is shown left-aligned by many
 * clients. References, amounts and account endings stay left to right inside Arabic sentences:
 * `<bdi dir="ltr">` in the HTML, Unicode isolates (LRI ... PDI) in the text.
 */
import { intlLocaleOf, type Language } from '../../../../contract/language';
import type { MailMessage } from '../../mail/mailer';
import { escapeHtml, mailHtml, paragraphHtml } from '../../mail/templates';
import { formatAed } from '../wallet/money';
import type { WithdrawalsTable } from './tables';

const ending = (w: WithdrawalsTable) => (w.iban ?? w.phone ?? '').slice(-4);

function englishMail(to: string, w: WithdrawalsTable): MailMessage {
  const amount = formatAed(w.amount_fils);
  const account = `your ${w.method === 'wallet' ? 'mobile wallet' : 'bank account'} ending ${ending(w)}`;
  const lines: Record<string, [string, string]> = {
    approved: [
      `Your withdrawal ${w.reference} is approved`,
      `Your withdrawal request ${w.reference} of ${amount} is approved. We will transfer it to ${account} shortly.`,
    ],
    paid: [
      `Your withdrawal ${w.reference} is paid`,
      `We have transferred ${amount} to ${account} for withdrawal ${w.reference} (transfer reference ${w.transfer_ref ?? '-'}).`,
    ],
    rejected: [
      `Your withdrawal ${w.reference} was not approved`,
      `Your withdrawal request ${w.reference} of ${amount} was not approved: ${w.reason ?? ''}\nThe amount is back in your available balance.`,
    ],
  };
  const [subject, body] = lines[w.status] ?? [
    `Your withdrawal ${w.reference}`,
    `Your withdrawal request ${w.reference} is now ${w.status}.`,
  ];
  return { to, subject, text: `${body}\n\nRihla wallet team`, language: 'en' };
}

/** A value inside an Arabic sentence, in its text-part and HTML-part forms. */
interface Inline {
  text: string;
  html: string;
}
const ltr = (value: string): Inline => ({
  text: `\u2066${value}\u2069`,
  html: `<bdi dir="ltr">${escapeHtml(value)}</bdi>`,
});
/** The operator's reason: in whichever language they wrote it, so its direction is its own. */
const ownDirection = (value: string): Inline => ({
  text: `\u2068${value}\u2069`,
  html: `<bdi>${escapeHtml(value)}</bdi>`,
});

const ARABIC_STATUS: Record<string, string> = {
  pending: 'قيد الانتظار',
  approved: 'تمت الموافقة',
  paid: 'تم الدفع',
  rejected: 'مرفوض',
  cancelled: 'ملغى',
};

function arabicMail(to: string, w: WithdrawalsTable): MailMessage {
  const amount = ltr(
    new Intl.NumberFormat(intlLocaleOf('ar'), { style: 'currency', currency: 'AED' }).format(
      w.amount_fils / 100,
    ),
  );
  const reference = ltr(w.reference);
  const end = ltr(ending(w));
  // Each sentence is written once, for either part: `v` picks the part's form of a value.
  const account = (v: (x: Inline) => string) =>
    w.method === 'wallet'
      ? `محفظة هاتفك المنتهية بـ ${v(end)}`
      : `حسابك البنكي المنتهي بـ ${v(end)}`;
  const reason = ownDirection(w.reason ?? '');
  const words: Record<string, [string, (v: (x: Inline) => string) => string[]]> = {
    approved: [
      `تمت الموافقة على طلب السحب ${reference.text}`,
      (v) => [
        `تمت الموافقة على طلب السحب ${v(reference)} بمبلغ ${v(amount)}. سنحوّل المبلغ قريبًا إلى ${account(v)}.`,
      ],
    ],
    paid: [
      `تم دفع طلب السحب ${reference.text}`,
      (v) => [
        `حوّلنا ${v(amount)} إلى ${account(v)} عن طلب السحب ${v(reference)} (مرجع التحويل ${v(ltr(w.transfer_ref ?? '-'))}).`,
      ],
    ],
    rejected: [
      `لم تتم الموافقة على طلب السحب ${reference.text}`,
      (v) => [
        `لم تتم الموافقة على طلب السحب ${v(reference)} بمبلغ ${v(amount)}. السبب: ${v(reason)}`,
        'أُعيد المبلغ إلى رصيدك المتاح.',
      ],
    ],
  };
  const [subject, sentences] = words[w.status] ?? [
    `طلب السحب ${reference.text}`,
    (v: (x: Inline) => string) => [
      `حالة طلب السحب ${v(reference)} الآن: ${ARABIC_STATUS[w.status] ?? w.status}.`,
    ],
  ];
  const signOff = 'فريق محفظة رحلة';
  const part = (p: keyof Inline) => sentences((x) => x[p]);
  return {
    to,
    subject,
    text: [...part('text'), signOff].join('\n\n'),
    html: mailHtml('ar', subject, [
      ...part('html').map(paragraphHtml),
      paragraphHtml(escapeHtml(signOff)),
    ]),
    language: 'ar',
  };
}

export function withdrawalMail(
  to: string,
  w: WithdrawalsTable,
  language: Language = 'en',
): MailMessage {
  return language === 'ar' ? arabicMail(to, w) : englishMail(to, w);
}
