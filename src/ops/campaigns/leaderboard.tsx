/**
 * A campaign's live leaderboard as the console reads it: the member leaderboard's rows and order
 * (most rides first, then who got there first), with each member's solo and team rides.
 */
import { useCallback, useState } from 'react';
import type { OpsCampaign } from '@contract/ops-campaigns';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useT } from '@/i18n/language-context';
import { LoadState } from '../components/load-state';
import { useLoad } from '../components/use-load';
import { campaignsApi } from './api';
import { campaignMessages } from './messages';

const cell = 'px-3 py-2 text-start';

/** Keyed by the parent on the campaign and each close, so a change loads it afresh. */
export function Leaderboard({ campaign }: { campaign: OpsCampaign }) {
  const t = useT(campaignMessages);
  const [page, setPage] = useState(1);
  const fetcher = useCallback(
    () => campaignsApi.leaderboard(campaign.id, page).then((r) => r.leaderboard),
    [campaign.id, page],
  );
  const { load, reload } = useLoad(fetcher);
  const headingId = `board-${campaign.id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-bold">
        {t('boardHeading', { name: campaign.name })}
      </h2>
      <p className="text-sm text-ink-muted">{t('boardHint')}</p>
      <LoadState load={load} reload={reload} />
      {load.state === 'ready' && load.data.rows.length === 0 && (
        <StatusMessage kind="empty">{t('boardEmpty')}</StatusMessage>
      )}
      {load.state === 'ready' && load.data.rows.length > 0 && (
        <>
          <div className="overflow-x-auto rounded-card border border-line">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('boardHeading', { name: campaign.name })}</caption>
              <thead className="bg-surface-alt">
                <tr>
                  <th scope="col" className={cell}>
                    {t('colRank')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('colMember')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('colRole')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('colRides')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('colSolo')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('colTeam')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('colStatus')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {load.data.rows.map((r) => (
                  <tr key={r.memberId} className="border-t border-line">
                    <td className={cell}>{r.rank}</td>
                    <td className={cell}>
                      <span className="font-semibold">{r.name}</span>{' '}
                      <span className="text-ink-muted" dir="ltr">
                        @{r.username}
                      </span>
                    </td>
                    <td className={cell}>{t('roleWord', { role: r.role })}</td>
                    <td className={cell}>
                      {r.rides} / {load.data.campaign.requirement}
                    </td>
                    <td className={cell}>{r.soloRides}</td>
                    <td className={cell}>{r.teamRides}</td>
                    <td className={cell}>{t('boardStatus', { status: r.status })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {load.data.pagination.total > load.data.pagination.limit && (
            <div className="flex flex-wrap items-center gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={page <= 1}
                onClick={() => {
                  setPage((p) => p - 1);
                }}
              >
                {t('previous')}
              </Button>
              <span className="text-sm">
                {t('boardPage', {
                  page,
                  pages: Math.ceil(load.data.pagination.total / load.data.pagination.limit),
                })}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={!load.data.pagination.hasMore}
                onClick={() => {
                  setPage((p) => p + 1);
                }}
              >
                {t('next')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
