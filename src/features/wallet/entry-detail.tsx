import type { StatementEntry } from '@contract/wallet';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/i18n/language-context';
import { formatAed } from '@/lib/format';
import { walletMessages } from './messages';
import { formatPosted, signedAmount } from './words';

/**
 * A ride's credit explained: when the ride happened (the line's own date is when it was posted,
 * DECISIONS 45), the fare, the rewards amount, and this member's level and share.
 */
export function EntryDetail({
  entry,
  onClose,
}: {
  entry: StatementEntry | null;
  onClose: () => void;
}) {
  const t = useT(walletMessages);
  const ride = entry?.ride;
  return (
    <Modal open={!!ride} onClose={onClose} title={t('rideDetail')}>
      {entry && ride && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-ink-muted">{t('rider')}</dt>
          <dd>
            <bdi>@{ride.riderUsername}</bdi>
          </dd>
          {ride.completedAt && (
            <>
              <dt className="text-ink-muted">{t('rideTime')}</dt>
              <dd>{formatPosted(ride.completedAt)}</dd>
            </>
          )}
          <dt className="text-ink-muted">{t('fare')}</dt>
          <dd>{formatAed(ride.fare)}</dd>
          <dt className="text-ink-muted">{t('rewardsAmount')}</dt>
          <dd>{formatAed(ride.rewardsAmount)}</dd>
          {entry.level !== null && entry.percentage !== null && (
            <>
              <dt className="text-ink-muted">{t('yourShare')}</dt>
              <dd>{t('shareRule', { level: entry.level, percent: entry.percentage })}</dd>
            </>
          )}
          <dt className="text-ink-muted">{t('colAmount')}</dt>
          <dd className="font-semibold">{signedAmount(entry.amount)}</dd>
        </dl>
      )}
    </Modal>
  );
}
