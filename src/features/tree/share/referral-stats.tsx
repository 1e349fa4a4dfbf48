import type { ReferralStats } from '@contract/referrals';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/language-context';
import { formatDate, formatNumber } from '@/lib/format';
import { treeShareMessages } from './messages';

/** This month's visits and sign-ups of the member's link, all-time figures, the last five. */
export function ReferralStatsPanel({ stats }: { stats: ReferralStats }) {
  const t = useT(treeShareMessages);
  const tiles = [
    ['visits', stats.visits],
    ['signups', stats.thisMonth.signups],
    ['approved', stats.thisMonth.kycApproved],
    ['riders', stats.thisMonth.riders],
  ] as const;
  return (
    <Card role="region" aria-labelledby="referral-stats-heading">
      <h2 id="referral-stats-heading" className="text-lg font-bold">
        {t('heading')}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-surface-alt p-3">
            <dt className="text-xs text-ink-muted">{t(label)}</dt>
            <dd className="tabular text-2xl font-bold">{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-ink-muted">
        {t('allTime', {
          signups: stats.allTime.signups,
          approved: formatNumber(stats.allTime.kycApproved),
          riders: formatNumber(stats.allTime.riders),
        })}
      </p>
      <h3 className="mt-5 font-semibold">{t('recentHeading')}</h3>
      {stats.recent.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">{t('noSignups')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {stats.recent.map((s) => (
            <li key={`${s.joinedAt}-${s.name}`} className="flex justify-between gap-3 py-2 text-sm">
              <bdi className="font-medium">{s.name}</bdi>
              <time dateTime={s.joinedAt} className="text-ink-muted">
                {formatDate(s.joinedAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
