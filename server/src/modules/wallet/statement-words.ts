/**
 * Words for a statement line in the CSV file, in the language of the page it was downloaded
 * from (DECISIONS 45). The SPA words its own lines from the same stored fields, in its
 * catalogue; these say the same things.
 */
import type { StatementEntry, StatementProgramme } from '../../../../contract/wallet';
import type { Language } from '../../../../contract/language';

// One formatter for the whole file: building one per line cost more than the rest of the line.
const AED = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const aed = (n: number) => `AED ${AED.format(Math.abs(n))}`;

const PROGRAMME: Record<Language, Record<StatementProgramme, string>> = {
  en: {
    ddr: 'Dream Dividend Rewards (DDR)',
    crr: 'Championship Rank Rewards (CRR)',
    bbr: 'Booster campaign (BBR)',
    hlr: 'Lifetime reward (HLR)',
    regional: 'Regional ambassador',
    payout: 'Payout',
    withdrawal: 'Withdrawal',
    adjustment: 'Adjustment',
  },
  ar: {
    ddr: 'مكافآت أرباح الحلم (DDR)',
    crr: 'مكافآت رتب البطولة (CRR)',
    bbr: 'حملة التعزيز (BBR)',
    hlr: 'مكافأة الولاء (HLR)',
    regional: 'السفير الإقليمي',
    payout: 'صرف المستحقات',
    withdrawal: 'السحب',
    adjustment: 'تسوية',
  },
};

export const programmeWords = (p: StatementProgramme, lang: Language): string => PROGRAMME[lang][p];

const RANK_AR: Record<string, string> = {
  Challenger: 'المنافس',
  Warrior: 'المحارب',
  Tycoon: 'القطب',
  Champion: 'البطل',
  Boss: 'الزعيم',
};

type Withdrawal = NonNullable<StatementEntry['withdrawal']>;

function withdrawalWords(w: Withdrawal, lang: Language): string {
  if (lang === 'ar') {
    const to = `طلب السحب ${w.reference} إلى ${w.method === 'bank' ? 'الحساب البنكي المنتهي' : 'محفظة الهاتف المنتهية'} بـ ${w.accountEnding}`;
    if (w.action === 'debit') return `${to}: تمت الموافقة عليه ودُفع`;
    if (w.action === 'hold') return to;
    if (w.status !== 'rejected') return `${to}: أُلغي وأُعيد المبلغ إلى الرصيد`;
    return `${to}: رُفض${w.reason ? ` (${w.reason})` : ''} وأُعيد المبلغ إلى الرصيد`;
  }
  const to = `Withdrawal ${w.reference} to ${w.method === 'bank' ? 'bank' : 'mobile wallet'} ...${w.accountEnding}`;
  if (w.action === 'debit') return `${to} approved and paid out`;
  if (w.action === 'hold') return to;
  if (w.status !== 'rejected') return `${to} cancelled, amount released`;
  return `${to} rejected${w.reason ? `: ${w.reason}` : ''}, amount released`;
}

export function entryWords(e: StatementEntry, lang: Language = 'en'): string {
  if (e.withdrawal) return withdrawalWords(e.withdrawal, lang);
  const ar = lang === 'ar';
  const ride = e.ride;
  if (e.programme === 'ddr' && ride) {
    return ar
      ? `مكافآت أرباح الحلم (DDR) من المستوى ${String(e.level ?? 1)} عن مشوار للراكب @${ride.riderUsername}، الأجرة ${aed(ride.fare)}`
      : `DDR level ${String(e.level ?? 1)} on a ride by @${ride.riderUsername}, fare ${aed(ride.fare)}`;
  }
  if (e.programme === 'regional' && ride) {
    return ar
      ? `حصة السفير الإقليمي من مشوار للراكب @${ride.riderUsername}، الأجرة ${aed(ride.fare)}`
      : `Regional ambassador share of a ride by @${ride.riderUsername}, fare ${aed(ride.fare)}`;
  }
  if (e.programme === 'crr' && e.rank) {
    return ar ? `علاوة CRR لرتبة ${RANK_AR[e.rank] ?? e.rank}` : `CRR ${e.rank} bonus`;
  }
  if (e.programme === 'payout' && e.payoutReference) {
    return ar ? `صرف المستحقات ${e.payoutReference}` : `Payout ${e.payoutReference}`;
  }
  if (e.programme === 'adjustment') {
    // The operator's reason, as they wrote it, after the programme's name.
    const reason = e.description.replace(/^Adjustment: /, '');
    return ar ? `تسوية: ${reason}` : `Adjustment: ${reason}`;
  }
  // Other lines: the stored description (English), after the programme's name in Arabic.
  return ar ? `${PROGRAMME.ar[e.programme]}: ${e.description}` : e.description;
}
