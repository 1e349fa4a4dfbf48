import { ProgressBar } from '@/components/ui/progress-bar';
import { useT } from '@/i18n/language-context';
import { formatNumber } from '@/lib/format';
import { crrMessages } from './messages';
import { percentOf, type CrrProgress } from './rank-tracking-adapter';

/** PGP and TGP toward the next rank, each bar capped at 100% (spec sections 5 and 9). */
export function RankProgress({ progress }: { progress: CrrProgress }) {
  const t = useT(crrMessages);
  const { next } = progress;
  if (!next) return <p className="text-sm text-ink-muted">{t('allDone')}</p>;
  const { currentPoints: have, requirements: need } = next;
  return (
    <div className="flex flex-col gap-4">
      <ProgressBar value={percentOf(have.pgp, need.pgp)} label={t('pgpLabel')} />
      <p className="tabular -mt-2 text-xs text-ink-muted">
        {t('pgpOf', { have: formatNumber(have.pgp), need: formatNumber(need.pgp) })}
      </p>
      <ProgressBar value={percentOf(have.tgp, need.tgp)} label={t('tgpLabel')} tone="accent" />
      <p className="tabular -mt-2 text-xs text-ink-muted">
        {t('tgpOf', { have: formatNumber(have.tgp), need: formatNumber(need.tgp) })}
      </p>
    </div>
  );
}
