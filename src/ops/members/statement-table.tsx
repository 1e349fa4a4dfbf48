/**
 * A member's statement on the console: the lines the member's own statement service answers
 * (the same order, running balance and cursor), worded from this desk's catalogue. A table on
 * wide screens, stacked lines on narrow ones.
 */
import type { StatementEntry } from '@contract/wallet';
import { useLanguage, useT } from '@/i18n/language-context';
import { formatAed } from '@/lib/format';
import { formatDubaiTime } from '../components/format';
import { membersMessages } from './messages';

function useLineText() {
  const t = useT(membersMessages);
  const language = useLanguage();
  return (e: StatementEntry): string => {
    if (e.ride) {
      const at = formatDubaiTime(e.ride.completedAt, language);
      return e.level !== null && e.percentage !== null
        ? t('lineRide', { rider: e.ride.riderUsername, at, level: e.level, pct: e.percentage })
        : t('lineRideOwn', { rider: e.ride.riderUsername, at });
    }
    if (e.withdrawal)
      return t('lineWithdrawal', {
        reference: e.withdrawal.reference,
        action: e.withdrawal.action,
      });
    if (e.rank) return t('lineRank', { rank: e.rank });
    if (e.payoutReference) return t('linePayout', { reference: e.payoutReference });
    // The operator's reason, as the member's statement shows it.
    if (e.programme === 'adjustment') return e.description.replace(/^Adjustment: /, '');
    return t(`prog_${e.programme}`);
  };
}

const signed = (n: number) => (n > 0 ? `+${formatAed(n)}` : formatAed(n));

export function StatementTable({ entries }: { entries: StatementEntry[] }) {
  const t = useT(membersMessages);
  const language = useLanguage();
  const text = useLineText();
  return (
    <>
      <table className="hidden w-full text-sm md:table">
        <caption className="sr-only">{t('statement')}</caption>
        <thead>
          <tr className="border-b border-line text-ink-muted">
            <th scope="col" className="p-2 text-start">
              {t('colDate')}
            </th>
            <th scope="col" className="p-2 text-start">
              {t('colProgramme')}
            </th>
            <th scope="col" className="p-2 text-start">
              {t('colDetails')}
            </th>
            <th scope="col" className="p-2 text-end">
              {t('colAmount')}
            </th>
            <th scope="col" className="p-2 text-end">
              {t('colBalance')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className="border-b border-line align-top">
              <td className="p-2 whitespace-nowrap">{formatDubaiTime(e.postedAt, language)}</td>
              <td className="p-2">{t(`prog_${e.programme}`)}</td>
              <td className="p-2">{text(e)}</td>
              <td className="p-2 text-end whitespace-nowrap tabular-nums">{signed(e.amount)}</td>
              <td className="p-2 text-end whitespace-nowrap tabular-nums">
                {formatAed(e.balanceAfter)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col divide-y divide-line md:hidden" aria-label={t('statement')}>
        {entries.map((e) => (
          <li key={e.id} className="flex flex-col gap-1 py-2 text-sm">
            <div className="flex flex-wrap justify-between gap-2">
              <span className="font-semibold">{t(`prog_${e.programme}`)}</span>
              <span className="font-semibold tabular-nums">{signed(e.amount)}</span>
            </div>
            <p>{text(e)}</p>
            <p className="text-ink-muted">
              {formatDubaiTime(e.postedAt, language)} · {t('colBalance')}:{' '}
              {formatAed(e.balanceAfter)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
