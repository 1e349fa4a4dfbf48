import { Layers, Wallet } from 'lucide-react';
import { formatAed } from '@/lib/format';
import type { DdrEarnings } from '../shared/dashboard-adapter';
import { StatTile } from '../shared/stat-tile';

const LEVELS = [
  { key: 'level1', label: 'Level 1', hint: 'Your direct referrals' },
  { key: 'level2', label: 'Level 2', hint: 'Their referrals' },
  { key: 'level3', label: 'Level 3', hint: 'Three levels down' },
  { key: 'level4', label: 'Level 4', hint: 'Four levels down' },
] as const;

/** DDR earned in total and per level L1-L4 (spec section 2), from the dashboard's ddr.earnings. */
export function LevelTiles({ earnings }: { earnings: DdrEarnings }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
      <div className="col-span-2 lg:col-span-1">
        <StatTile
          tone="accent"
          label="Total DDR earned"
          value={formatAed(earnings.total)}
          icon={<Wallet aria-hidden="true" className="size-4" />}
        />
      </div>
      {LEVELS.map((level) => (
        <StatTile
          key={level.key}
          label={level.label}
          value={formatAed(earnings[level.key])}
          hint={level.hint}
          icon={<Layers aria-hidden="true" className="size-4" />}
        />
      ))}
    </div>
  );
}
