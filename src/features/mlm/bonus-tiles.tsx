import { ChevronRight, Crown, Globe2, HeartHandshake, Network, Rocket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT, type Translate } from '@/i18n/language-context';
import { formatAed } from '@/lib/format';
import type { MlmDashboard } from './dashboard-adapter';
import { mlmMessages } from './messages';
import type en from './messages.en';

interface Tile {
  key: keyof MlmDashboard['totals'];
  short: string;
  name: string;
  to: string;
  icon: ReactNode;
}

const icon = 'size-5';
const tilesOf = (t: Translate<typeof en>): Tile[] => [
  {
    key: 'ddr',
    short: 'DDR',
    name: t('tileDdr'),
    to: paths.ddr.path,
    icon: <Network aria-hidden="true" className={icon} />,
  },
  {
    key: 'crr',
    short: 'CRR',
    name: t('tileCrr'),
    to: paths.crr.path,
    icon: <Crown aria-hidden="true" className={icon} />,
  },
  {
    key: 'bbr',
    short: 'BBR',
    name: t('tileBbr'),
    to: paths.bbr.path,
    icon: <Rocket aria-hidden="true" className={icon} />,
  },
  {
    key: 'hlr',
    short: 'HLR',
    name: t('tileHlr'),
    to: paths.hlr.path,
    icon: <HeartHandshake aria-hidden="true" className={icon} />,
  },
  {
    key: 'regional',
    short: t('tileRegionalShort'),
    name: t('tileRegional'),
    to: paths.regional.path,
    icon: <Globe2 aria-hidden="true" className={icon} />,
  },
];

/** One tile per programme with its total in AED, linking to its screen (spec section 2). */
export function BonusTiles({ totals }: { totals: MlmDashboard['totals'] }) {
  const t = useT(mlmMessages);
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-5">
      {tilesOf(t).map((tile) => (
        <li key={tile.key} className="last:col-span-2 md:last:col-span-1">
          <Link
            to={tile.to}
            className="group flex h-full flex-col gap-3 rounded-card border border-line bg-surface-raised p-4 shadow-card transition-colors duration-quick hover:border-brand-400 focus-visible:border-brand-500"
          >
            <span className="flex items-center justify-between gap-2">
              <span className="flex size-9 items-center justify-center rounded-pill bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                {tile.icon}
              </span>
              <ChevronRight
                aria-hidden="true"
                className="size-4 text-ink-muted transition-transform duration-quick group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
              />
            </span>
            <span>
              <span className="block font-bold">{tile.short}</span>
              <span className="block text-xs text-ink-muted">{tile.name}</span>
            </span>
            <span className="tabular mt-auto text-base font-bold text-sand-800 sm:text-lg dark:text-sand-200">
              {formatAed(totals[tile.key])}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
