import { ProgressBar } from '@/components/ui/progress-bar';
import { formatNumber } from '@/lib/format';
import { percentOf, type CrrProgress } from './rank-tracking-adapter';

/** PGP and TGP toward the next rank, each bar capped at 100% (spec sections 5 and 9). */
export function RankProgress({ progress }: { progress: CrrProgress }) {
  const { next } = progress;
  if (!next)
    return (
      <p className="text-sm text-ink-muted">
        Every rank is achieved: congratulations on reaching the top of the ladder.
      </p>
    );
  const { currentPoints: have, requirements: need } = next;
  return (
    <div className="flex flex-col gap-4">
      <ProgressBar value={percentOf(have.pgp, need.pgp)} label="PGP (personal points)" />
      <p className="tabular -mt-2 text-xs text-ink-muted">
        {formatNumber(have.pgp)} / {formatNumber(need.pgp)} PGP
      </p>
      <ProgressBar value={percentOf(have.tgp, need.tgp)} label="TGP (team points)" tone="accent" />
      <p className="tabular -mt-2 text-xs text-ink-muted">
        {formatNumber(have.tgp)} / {formatNumber(need.tgp)} TGP
      </p>
    </div>
  );
}
