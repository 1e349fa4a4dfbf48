/**
 * Regional answers → what the screen shows. Progress is read from the spec's `yourProgress` shape
 * or from the company's old flat fields (`currentRank.rank`, `progress.percentage`, a numeric
 * `totalEarnings`), one adapter per call (DECISIONS 10). Money comes in dollars, with the AED the
 * wallet shows beside it (DECISIONS 35); an answer without the AED gets it from the contract's peg.
 */
import type {
  GlobalAmbassadorsResponse,
  RegionalLeaderboardResponse,
  RegionalProgressData,
} from '@contract/rewards';
import { usdToAed } from '@contract/money';
import { listOf, numberOr, textOr, type Loose } from '@/features/rewards/shared/loose-shape';
import { nextRankAfter, rankIcon, rankName } from './ranks';

export interface RegionalProgressView {
  /** Dollars */
  regionalShares: number;
  /** AED, the wallet's figure */
  regionalSharesAed: number;
  titleHolder: { name: string; flag: string; country: string } | null;
  currentRank: { name: string; level: number; icon: string };
  victoryRank: string | null;
  /** `achieved` is the server's words; '' with `byLevel` when the screen words it from the level. */
  progress: { achieved: string; percentage: number; byLevel?: boolean };
  nextRank: { name: string; requirement: string } | null;
  pendingRequest: { requestedCountry: string; requestedAt: string | null } | null;
}

/** The old server's progress answer (API-CONTRACT section 4). */
interface OldRegionalProgress {
  totalEarnings?: number | null;
  titleHolder?: { name?: string | null; flag?: string | null; country?: string | null } | null;
  currentRank?: { rank?: string | null; level?: number | null; icon?: string | null } | null;
  victoryRank?: string | null;
  progress?: { percentage?: number | null } | null;
}

type AnyProgress = Loose<RegionalProgressData> | OldRegionalProgress;

function titleHolderOf(data: AnyProgress | null | undefined) {
  const holder = data?.titleHolder;
  const name = textOr(holder?.name, null);
  return name
    ? { name, flag: textOr(holder?.flag, '🌍'), country: textOr(holder?.country, '') }
    : null;
}

function fromOldShape(data: OldRegionalProgress): RegionalProgressView {
  const name = rankName(data.currentRank?.rank);
  const level = numberOr(data.currentRank?.level, 0);
  const next = nextRankAfter(name);
  const usd = numberOr(data.totalEarnings, 0);
  return {
    regionalShares: usd,
    regionalSharesAed: usdToAed(usd),
    titleHolder: titleHolderOf(data),
    currentRank: { name, level, icon: textOr(data.currentRank?.icon, rankIcon(name)) },
    victoryRank: textOr(data.victoryRank, null),
    progress: {
      // The old server sends no words: the screen says "Level n of 5".
      achieved: '',
      byLevel: true,
      percentage: numberOr(data.progress?.percentage, 0),
    },
    nextRank: next ? { name: next, requirement: '' } : null,
    pendingRequest: null,
  };
}

export function adaptRegionalProgress(data: AnyProgress | null | undefined): RegionalProgressView {
  if (
    data &&
    !('yourProgress' in data) &&
    ('currentRank' in data || typeof data.totalEarnings === 'number')
  ) {
    return fromOldShape(data as OldRegionalProgress);
  }
  const d = data as Loose<RegionalProgressData> | null | undefined;
  const yours = d?.yourProgress;
  const name = rankName(yours?.currentRank?.name);
  const next = yours?.nextRank;
  const pending = d?.pendingCountryRequest;
  const requested = textOr(pending?.requestedCountry, null);
  const usd = numberOr(d?.totalEarnings?.regionalShares, 0);
  return {
    regionalShares: usd,
    regionalSharesAed: numberOr(d?.totalEarnings?.regionalSharesAed, usdToAed(usd)),
    titleHolder: titleHolderOf(d),
    currentRank: { name, level: numberOr(yours?.currentRank?.level, 0), icon: rankIcon(name) },
    victoryRank: textOr(yours?.victoryRank, null),
    progress: {
      achieved: textOr(yours?.progress?.achieved, ''),
      percentage: numberOr(yours?.progress?.percentage, 0),
    },
    nextRank:
      next && textOr(next.name, null)
        ? { name: rankName(next.name), requirement: textOr(next.requirement, '') }
        : yours
          ? null
          : { name: 'Challenger', requirement: '' },
    pendingRequest: requested
      ? { requestedCountry: requested, requestedAt: textOr(pending?.requestedAt, null) }
      : null,
  };
}

export interface RegionalRowView {
  rank: number;
  name: string;
  flag: string;
  country: string;
  username: string;
  rankName: string;
  rankIcon: string;
  totalPoints: number;
}

export function adaptRegionalLeaderboard(
  data: Loose<RegionalLeaderboardResponse['data']> | null | undefined,
): RegionalRowView[] {
  return listOf(data?.leaderboard).map((row, i) => {
    const name = rankName(row?.crrRank);
    return {
      rank: numberOr(row?.rank, i + 1),
      name: textOr(row?.name, '—'),
      flag: textOr(row?.flag, '🌍'),
      country: textOr(row?.country, ''),
      username: textOr(row?.username, ''),
      rankName: name,
      rankIcon: textOr(row?.rankIcon, rankIcon(name)),
      totalPoints: numberOr(row?.totalPoints, 0),
    };
  });
}

export interface AmbassadorView {
  name: string;
  username: string;
  profilePicture: string | null;
  flag: string;
  country: string;
  rankName: string;
  rankIcon: string;
  /** Dollars */
  totalEarnings: number;
  /** AED, the wallet's figure */
  totalEarningsAed: number;
  isPermanent: boolean;
}

export function adaptAmbassadors(
  data: Loose<GlobalAmbassadorsResponse['data']> | null | undefined,
): AmbassadorView[] {
  return listOf(data?.ambassadors).map((a) => {
    const name = rankName(a?.rank);
    const usd = numberOr(a?.totalEarnings, 0);
    return {
      name: textOr(a?.name, '—'),
      username: textOr(a?.username, ''),
      profilePicture: textOr(a?.profilePicture, null),
      flag: textOr(a?.flag, '🌍'),
      // Spec 2: the country defaults to Global ('' here; the screen words it).
      country: textOr(a?.country, ''),
      rankName: name,
      rankIcon: textOr(a?.rankIcon, rankIcon(name)),
      totalEarnings: usd,
      totalEarningsAed: numberOr(a?.totalEarningsAed, usdToAed(usd)),
      isPermanent: a?.isPermanent === true,
    };
  });
}
