import { Layers, Wallet } from 'lucide-react';
import { useT } from '@/i18n/language-context';
import { formatAed, formatNumber } from '@/lib/format';
import type { DdrEarnings } from '../shared/dashboard-adapter';
import { StatTile } from '../shared/stat-tile';
import { ddrMessages } from './messages';

const LEVELS = [
  { key: 'level1', level: 1, hint: 'level1Hint' },
  { key: 'level2', level: 2, hint: 'level2Hint' },
  { key: 'level3', level: 3, hint: 'level3Hint' },
  { key: 'level4', level: 4, hint: 'level4Hint' },
] as const;

/** DDR earned in total and per level L1-L4 (spec section 2), from the dashboard's ddr.earnings. */
export function LevelTiles({ earnings }: { earnings: DdrEarnings }) {
  const t = useT(ddrMessages);
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
      <div className="col-span-2 lg:col-span-1">
        <StatTile
          tone="accent"
          label={t('totalEarned')}
          value={formatAed(earnings.total)}
          icon={<Wallet aria-hidden="true" className="size-4" />}
        />
      </div>
      {LEVELS.map((level) => (
        <StatTile
          key={level.key}
          label={t('level', { level: formatNumber(level.level) })}
          value={formatAed(earnings[level.key])}
          hint={t(level.hint)}
          icon={<Layers aria-hidden="true" className="size-4" />}
        />
      ))}
    </div>
  );
}
