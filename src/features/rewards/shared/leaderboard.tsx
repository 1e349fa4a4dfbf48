import type { ReactNode } from 'react';
import { Lightbulb } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n/language-context';
import { rewardsMessages } from './messages';

/** The "You" marker beside the caller's name. */
export function YouBadge() {
  const t = useT(rewardsMessages);
  return <Badge tone="accent">{t('you')}</Badge>;
}

/** A member's name with the username below and the "You" marker for the caller. */
export function MemberCell({
  name,
  username,
  isCurrentUser = false,
}: {
  name: string;
  username?: string;
  isCurrentUser?: boolean;
}) {
  return (
    <div className="flex min-w-0 flex-col">
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span>{name}</span>
        {isCurrentUser && <YouBadge />}
      </span>
      {username && <bdi className="text-xs font-normal text-ink-muted">@{username}</bdi>}
    </div>
  );
}

/** The tip under a leaderboard. */
export function LeaderboardTip({ children }: { children: ReactNode }) {
  const t = useT(rewardsMessages);
  return (
    <p className="mt-4 flex items-start gap-2 rounded-card bg-sand-50 px-4 py-3 text-sm text-sand-900 dark:bg-sand-900/40 dark:text-sand-100">
      <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="font-semibold">{t('tipLabel')}</span> {children}
      </span>
    </p>
  );
}
