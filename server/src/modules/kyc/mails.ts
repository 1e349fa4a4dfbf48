/**
 * The e-mail a member gets when their KYC is decided, in their language (DECISIONS 38). The
 * operator's reason keeps its own direction inside an Arabic sentence (an isolate in the text
 * part, `<bdi>` in the HTML part). The link goes to `/kyc`, where a rejected member submits again.
 */
import type { Language } from '../../../../contract/language';
import type { MailMessage } from '../../mail/mailer';
import { escapeHtml, mailHtml, paragraphHtml } from '../../mail/templates';

export interface KycDecisionMail {
  to: string;
  decision: 'approved' | 'rejected';
  reason: string | null;
  /** The site's address, e.g. https://rihla.example (no trailing slash). */
  publicUrl: string;
  language: Language;
}

function english(m: KycDecisionMail): { subject: string; paragraphs: string[] } {
  const link = `${m.publicUrl}/kyc`;
  return m.decision === 'approved'
    ? {
        subject: 'Your identity is verified',
        paragraphs: [
          'Good news: we have checked your documents and your identity is verified.',
          `You can now withdraw your earnings from your wallet: ${m.publicUrl}/mlm`,
          'Rihla',
        ],
      }
    : {
        subject: 'We could not verify your identity',
        paragraphs: [
          `We could not verify your identity from the documents you sent. Reason: ${m.reason ?? ''}`,
          `Please submit them again: ${link}`,
          'Rihla',
        ],
      };
}

function arabic(m: KycDecisionMail, html: boolean): { subject: string; paragraphs: string[] } {
  const link = `${m.publicUrl}/kyc`;
  const wallet = `${m.publicUrl}/mlm`;
  const ltr = (v: string) => (html ? `<bdi dir="ltr">${escapeHtml(v)}</bdi>` : `\u2066${v}\u2069`);
  const own = (v: string) => (html ? `<bdi>${escapeHtml(v)}</bdi>` : `\u2068${v}\u2069`);
  return m.decision === 'approved'
    ? {
        subject: 'تم التحقق من هويتك',
        paragraphs: [
          'خبر سار: راجعنا مستنداتك وتم التحقق من هويتك.',
          `يمكنك الآن سحب أرباحك من محفظتك: ${ltr(wallet)}`,
          'رحلة',
        ],
      }
    : {
        subject: 'لم نتمكن من التحقق من هويتك',
        paragraphs: [
          `لم نتمكن من التحقق من هويتك من المستندات التي أرسلتها. السبب: ${own(m.reason ?? '')}`,
          `يُرجى إرسالها مرة أخرى: ${ltr(link)}`,
          'رحلة',
        ],
      };
}

export function kycDecisionMail(m: KycDecisionMail): MailMessage {
  if (m.language === 'ar') {
    const text = arabic(m, false);
    const html = arabic(m, true);
    return {
      to: m.to,
      subject: text.subject,
      text: text.paragraphs.join('\n\n'),
      html: mailHtml('ar', html.subject, html.paragraphs.map(paragraphHtml)),
      language: 'ar',
    };
  }
  const words = english(m);
  return {
    to: m.to,
    subject: words.subject,
    text: words.paragraphs.join('\n\n'),
    html: mailHtml(
      'en',
      words.subject,
      words.paragraphs.map((p) => paragraphHtml(escapeHtml(p))),
    ),
    language: 'en',
  };
}
