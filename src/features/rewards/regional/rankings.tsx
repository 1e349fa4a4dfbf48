import type { ApiQuery } from '@/lib/use-api-query';
import type { AmbassadorView, RegionalRowView } from './adapt';
import { GlobalAmbassadors } from './ambassadors';
import { RegionalLeaderboard } from './leaderboard';

/** The regional race and the global ambassadors: the page's lower half, its own chunk. */
export default function Rankings({
  leaderboard,
  ambassadors,
}: {
  leaderboard: ApiQuery<RegionalRowView[] | null>;
  ambassadors: ApiQuery<AmbassadorView[] | null>;
}) {
  return (
    <>
      <RegionalLeaderboard query={leaderboard} />
      <GlobalAmbassadors query={ambassadors} />
    </>
  );
}
