/**
 * The mails of the member-rights calls, in the member's language (DECISIONS 38): the password
 * was changed, the code that confirms closing, and the account was closed. The code stands alone
 * on its line and never in the subject, like the other code mails.
 */
import type { Language } from '../../../../contract/language';
import type { MailMessage } from '../../mail/mailer';
import { escapeHtml, mailHtml, paragraphHtml } from '../../mail/templates';

interface Words {
  subject: string;
  lines: string[];
}

function mail(to: string, language: Language, w: Words, code?: string): MailMessage {
  const [first = '', ...rest] = w.lines;
  const text = code ? [first, code, ...rest] : w.lines;
  const codeHtml = code
    ? [
        '<p style="margin:0 0 16px;text-align:center;font-size:28px;font-weight:bold;letter-spacing:4px;color:#0f5c55">',
        '<span dir="ltr">',
        code,
        '</span>',
        '</p>',
      ]
    : [];
  return {
    to,
    subject: w.subject,
    text: text.join('\n\n'),
    html: mailHtml(language, w.subject, [
      paragraphHtml(escapeHtml(first)),
      ...codeHtml,
      ...rest.map((line) => paragraphHtml(escapeHtml(line))),
    ]),
    language,
  };
}

const SIGN_OFF = { en: 'Rihla', ar: 'رحلة' } as const;

/** Arabic counts minutes by plural class: 1 دقيقة واحدة, 2 دقيقتين, 3-10 دقائق, 11+ دقيقة. */
function arabicMinutes(n: number): string {
  const form = new Intl.PluralRules('ar').select(n);
  if (form === 'one') return 'دقيقة واحدة';
  if (form === 'two') return 'دقيقتين';
  return form === 'few' ? `${n} دقائق` : `${n} دقيقة`;
}

export function passwordChangedMail(to: string, language: Language): MailMessage {
  const w: Words =
    language === 'ar'
      ? {
          subject: 'تم تغيير كلمة مرور حسابك في رحلة',
          lines: [
            'تم تغيير كلمة مرور حسابك في رحلة للتو، وتم تسجيل خروجك من جميع أجهزتك الأخرى.',
            'إذا لم تقم بذلك، فأعد تعيين كلمة المرور فورًا من صفحة تسجيل الدخول وتواصل معنا.',
            SIGN_OFF.ar,
          ],
        }
      : {
          subject: 'Your Rihla password was changed',
          lines: [
            'The password of your Rihla account was just changed, and your other devices were signed out.',
            'If this was not you, reset your password from the login page now and contact us.',
            SIGN_OFF.en,
          ],
        };
  return mail(to, language, w);
}

export function closeCodeMail(
  to: string,
  code: string,
  ttlMinutes: number,
  language: Language,
): MailMessage {
  const w: Words =
    language === 'ar'
      ? {
          subject: 'تأكيد إغلاق حسابك في رحلة',
          lines: [
            'طلبت إغلاق حسابك في رحلة. رمز التأكيد الخاص بك هو:',
            `الرمز صالح لمدة ${arabicMinutes(ttlMinutes)}. لا يمكن التراجع عن إغلاق الحساب.`,
            'إذا لم تطلب ذلك، فغيّر كلمة المرور الآن.',
            SIGN_OFF.ar,
          ],
        }
      : {
          subject: 'Confirm closing your Rihla account',
          lines: [
            'You asked to close your Rihla account. Your confirmation code is:',
            `It is valid for ${ttlMinutes} minutes. Closing an account cannot be undone.`,
            'If this was not you, change your password now.',
            SIGN_OFF.en,
          ],
        };
  return mail(to, language, w, code);
}

export function accountClosedMail(to: string, language: Language): MailMessage {
  const w: Words =
    language === 'ar'
      ? {
          subject: 'تم إغلاق حسابك في رحلة',
          lines: [
            'تم إغلاق حسابك في رحلة. حذفنا اسمك وبريدك الإلكتروني ورقم هاتفك وصورتك.',
            'نحتفظ بسجلات التحقق من الهوية وتفاصيل حسابات الدفع مشفّرة لمدة 5 سنوات كما يقتضي قانون مكافحة غسل الأموال في دولة الإمارات، ثم نحذفها.',
            'شكرًا لأنك كنت معنا.',
            SIGN_OFF.ar,
          ],
        }
      : {
          subject: 'Your Rihla account is closed',
          lines: [
            'Your Rihla account is closed. We have erased your name, e-mail address, phone number and photo.',
            'Identity (KYC) records and payout account details are kept encrypted for 5 years, as UAE anti-money-laundering law requires, and then deleted.',
            'Thank you for travelling with us.',
            SIGN_OFF.en,
          ],
        };
  return mail(to, language, w);
}
