/** The e-mails a member gets when an operator changes their withdrawal request. */
import type { MailMessage } from '../../mail/mailer';
import { formatAed } from '../wallet/money';
import type { WithdrawalsTable } from './tables';

export function withdrawalMail(to: string, w: WithdrawalsTable): MailMessage {
  const amount = formatAed(w.amount_fils);
  const account = `your ${w.method === 'wallet' ? 'mobile wallet' : 'bank account'} ending ${(w.iban ?? w.phone ?? '').slice(-4)}`;
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
  return { to, subject, text: `${body}\n\nRihla wallet team` };
}
