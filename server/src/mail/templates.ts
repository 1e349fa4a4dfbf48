/**
 * The texts of the mails the accounts module sends, in the member's language (DECISIONS 38),
 * and the HTML frame every mail to a member shares.
 * Each has a plain-text part and an HTML part written from the same paragraphs; the Arabic HTML
 * is `<html lang="ar" dir="rtl">` and keeps the code left to right in its own span. The code
 * stands alone on its line and is never put in the subject (API-CONTRACT 9.3). No other 6-digit
 * number appears, so tools that read the code from the outbox find the right one.
 */
import { directionOf, type Language } from '../../../contract/language';
import type { MailMessage } from './mailer';

/** One mail's words: paragraphs before the code, the code's own line, paragraphs after it. */
interface CodeMailWords {
  subject: string;
  before: string[];
  after: string[];
  signOff: string[];
}

/** Arabic counts minutes by the number's plural class: دقيقة واحدة، دقيقتين، 3 دقائق، 11 دقيقة. */
function arabicMinutes(count: number): string {
  switch (new Intl.PluralRules('ar').select(count)) {
    case 'one':
      return 'دقيقة واحدة';
    case 'two':
      return 'دقيقتين';
    case 'few':
      return `${count} دقائق`;
    default:
      return `${count} دقيقة`;
  }
}

const englishSignOff = ['If you did not ask for this, you can ignore this e-mail.', 'Rihla'];
const arabicSignOff = ['إذا لم تطلب ذلك، فيمكنك تجاهل هذه الرسالة.', 'رحلة'];

function signupWords(language: Language, ttlMinutes: number): CodeMailWords {
  if (language === 'ar') {
    return {
      subject: 'رمز التحقق الخاص بك في رحلة',
      before: ['مرحبًا بك في رحلة.', 'رمز التحقق الخاص بك هو:'],
      after: [
        `الرمز صالح لمدة ${arabicMinutes(ttlMinutes)}. أدخله في نموذج إنشاء الحساب لإكمال إنشاء حسابك.`,
      ],
      signOff: arabicSignOff,
    };
  }
  return {
    subject: 'Your Rihla verification code',
    before: ['Welcome to Rihla.', 'Your verification code is:'],
    after: [
      `It is valid for ${ttlMinutes} minutes. Enter it on the sign-up form to finish creating your account.`,
    ],
    signOff: englishSignOff,
  };
}

function resetWords(language: Language, ttlMinutes: number): CodeMailWords {
  if (language === 'ar') {
    return {
      subject: 'إعادة تعيين كلمة المرور لحسابك في رحلة',
      before: [
        'تلقّينا طلبًا لإعادة تعيين كلمة المرور لحسابك في رحلة.',
        'رمز إعادة التعيين الخاص بك هو:',
      ],
      after: [`الرمز صالح لمدة ${arabicMinutes(ttlMinutes)}.`],
      signOff: arabicSignOff,
    };
  }
  return {
    subject: 'Reset your Rihla password',
    before: [
      'We received a request to reset the password of your Rihla account.',
      'Your reset code is:',
    ],
    after: [`It is valid for ${ttlMinutes} minutes.`],
    signOff: englishSignOff,
  };
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A paragraph of HTML that is already escaped. */
export const paragraphHtml = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;

const paragraph = (text: string) => paragraphHtml(escapeHtml(text));

/**
 * A mail's HTML part around its body lines (already HTML). Inline styles only (mail clients drop
 * style sheets); text aligns to the start of the language's direction.
 */
export function mailHtml(language: Language, subject: string, body: string[]): string {
  const dir = directionOf(language);
  const align = dir === 'rtl' ? 'right' : 'left';
  return [
    '<!doctype html>',
    `<html lang="${language}" dir="${dir}">`,
    '<head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f6f6;color:#1f2933;font-family:Tahoma,Arial,sans-serif;font-size:16px;line-height:1.6">',
    `<div style="max-width:480px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;text-align:${align}">`,
    ...body,
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * The code mails' HTML part. The code sits on a line of its own in the source too, so a
 * quoted-printable line break can never split it.
 */
function codeMailHtml(language: Language, words: CodeMailWords, code: string): string {
  return mailHtml(language, words.subject, [
    ...words.before.map(paragraph),
    '<p style="margin:0 0 16px;text-align:center;font-size:28px;font-weight:bold;letter-spacing:4px;color:#0f5c55">',
    `<span dir="ltr">`,
    code,
    '</span>',
    '</p>',
    ...words.after.map(paragraph),
    ...words.signOff.map(paragraph),
  ]);
}

function codeMail(to: string, language: Language, words: CodeMailWords, code: string): MailMessage {
  return {
    to,
    subject: words.subject,
    // Paragraphs apart by a blank line, the code alone on its own.
    text: [...words.before, code, ...words.after, ...words.signOff].join('\n\n'),
    html: codeMailHtml(language, words, code),
    language,
  };
}

export function signupCodeMail(
  to: string,
  code: string,
  ttlMinutes: number,
  language: Language = 'en',
): MailMessage {
  return codeMail(to, language, signupWords(language, ttlMinutes), code);
}

export function resetCodeMail(
  to: string,
  code: string,
  ttlMinutes: number,
  language: Language = 'en',
): MailMessage {
  return codeMail(to, language, resetWords(language, ttlMinutes), code);
}

/** Strips line breaks and control characters from text that goes into a header. */
const headerSafe = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').slice(0, 80);

export function contactMail(
  supportAddress: string,
  input: { name: string; email: string; message: string },
): MailMessage {
  return {
    to: supportAddress,
    replyTo: input.email,
    subject: `Contact form: ${headerSafe(input.name)}`,
    text: `From: ${input.name} <${input.email}>\n\n${input.message}\n`,
  };
}
