import { SharePanel } from '@/components/share/share-panel';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useAppSelector } from '@/app/hooks';
import { useT } from '@/i18n/language-context';
import { useApiQuery } from '@/lib/use-api-query';
import { shareApi } from './api';
import { treeShareMessages } from './messages';
import { ReferralStatsPanel } from './referral-stats';

/** The team page's sharing: the member's link to share, and what it brought (issue 31). */
export function ShareSection() {
  const t = useT(treeShareMessages);
  const user = useAppSelector((s) => s.auth.user);
  const key = user?.id ?? null;
  const link = useApiQuery(key && `link:${key}`, shareApi.referralLink, t('loadFailed'));
  const stats = useApiQuery(key && `stats:${key}`, shareApi.stats, t('loadFailed'));
  const failed = link.error ?? stats.error;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {link.data && user && <SharePanel link={link.data} name={user.firstName || user.username} />}
      {stats.data && <ReferralStatsPanel stats={stats.data} />}
      {failed && (
        <StatusMessage kind="error">
          {failed.message}{' '}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              link.refetch();
              stats.refetch();
            }}
          >
            {t('retry')}
          </Button>
        </StatusMessage>
      )}
    </div>
  );
}
