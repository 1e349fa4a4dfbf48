/**
 * The campaigns desk (`/ops/campaigns`): the running campaign with its close (finance, after a
 * confirmation naming what will be paid), the form that opens one, every campaign, and the live
 * leaderboard of the one chosen (`?campaign=<id>` in the address; the running one by default).
 * Times in Dubai time.
 */
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { OpsCampaign } from '@contract/ops-campaigns';
import { Button, buttonClass } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { StatusMessage } from '@/components/ui/status-message';
import { useLanguage, useT } from '@/i18n/language-context';
import { formatAed } from '@/lib/format';
import { errorText } from '../components/error-text';
import { formatDubaiTime } from '../components/format';
import { LoadState } from '../components/load-state';
import { PageTitle } from '../components/page-title';
import { useLoad } from '../components/use-load';
import { opsMessages } from '../messages';
import { useMe } from '../session';
import { campaignsApi } from './api';
import { CampaignForm } from './campaign-form';
import { Leaderboard } from './leaderboard';
import { campaignMessages } from './messages';

const cell = 'px-3 py-2 text-start align-top';

function usePeriod() {
  const t = useT(campaignMessages);
  const language = useLanguage();
  return (c: OpsCampaign) =>
    t('period', {
      start: formatDubaiTime(c.startsAt, language),
      end: formatDubaiTime(c.endsAt, language),
    });
}

function Running({ c, onClose }: { c: OpsCampaign; onClose: (() => void) | null }) {
  const t = useT(campaignMessages);
  const period = usePeriod();
  return (
    <div className="flex flex-wrap items-start gap-4 rounded-card border border-line bg-surface-raised p-4 shadow-card">
      <div className="min-w-0 flex-1">
        <p className="text-lg font-semibold">{c.name}</p>
        <p className="text-sm">{period(c)}</p>
        <p className="text-sm">
          {t('colRequirement')}: {c.requirement} · {t('typeWord', { type: c.type })} ·{' '}
          {t('newbieWord', { on: c.newbieOnly ? 'yes' : 'no' })}
        </p>
        <p className="text-sm">
          {t('colReward')}: {formatAed(c.reward)} ·{' '}
          {c.perks.length > 0 ? t('perksLine', { perks: c.perks.join(', ') }) : t('noPerks')}
        </p>
        <p className="text-sm font-semibold">
          {t('figures', { participants: c.participants, qualified: c.qualified })}
        </p>
      </div>
      {onClose && (
        <Button variant="danger" onClick={onClose}>
          {t('closeButton')}
        </Button>
      )}
    </div>
  );
}

function CloseDialog({
  c,
  onCancel,
  onConfirm,
}: {
  c: OpsCampaign;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT(campaignMessages);
  return (
    <Modal
      open
      onClose={onCancel}
      title={t('closeTitle', { name: c.name })}
      closeLabel={t('cancel')}
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm">
          {t('closeBody', { qualified: c.qualified, reward: formatAed(c.reward) })}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {t('closeConfirm')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

export default function CampaignsPage() {
  const t = useT(campaignMessages);
  const ot = useT(opsMessages);
  const language = useLanguage();
  const period = usePeriod();
  const { operator } = useMe();
  const canManage = operator.permissions.includes('campaigns.manage');
  const { search } = useLocation();
  const navigate = useNavigate();
  const chosenId = new URLSearchParams(search).get('campaign');
  const fetcher = useCallback(() => campaignsApi.list().then((r) => r.campaigns), []);
  const { load, reload } = useLoad(fetcher);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [closing, setClosing] = useState<OpsCampaign | null>(null);
  const [round, setRound] = useState(0);

  const campaigns = load.state === 'ready' ? load.data : [];
  const running = campaigns.find((c) => c.status === 'active') ?? null;
  const chosen = campaigns.find((c) => c.id === chosenId) ?? running;

  const close = async (c: OpsCampaign) => {
    setClosing(null);
    setNotice(null);
    try {
      const r = await campaignsApi.close(c.id);
      setNotice({
        error: false,
        text: r.alreadyClosed
          ? t('alreadyClosed', { name: c.name })
          : t('closed', {
              name: c.name,
              qualified: r.qualified,
              paid: r.paid,
              reward: formatAed(r.campaign.reward),
            }),
      });
    } catch (e) {
      setNotice({ error: true, text: errorText(e, ot, language) });
    } finally {
      setRound((n) => n + 1);
      reload();
    }
  };

  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      {notice && (
        <p
          role={notice.error ? 'alert' : 'status'}
          className={`mb-4 rounded-lg bg-surface-alt p-3 text-sm ${notice.error ? 'text-danger' : 'text-ink'}`}
        >
          {notice.text}
        </p>
      )}
      <LoadState load={load} reload={reload} />
      {load.state === 'ready' && (
        <div className="flex flex-col gap-8">
          <section aria-labelledby="running-heading" className="flex flex-col gap-3">
            <h2 id="running-heading" className="text-xl font-bold">
              {t('runningHeading')}
            </h2>
            {running ? (
              <Running
                c={running}
                onClose={
                  canManage
                    ? () => {
                        setClosing(running);
                      }
                    : null
                }
              />
            ) : (
              <p className="text-sm text-ink-muted">{t('noneRunning')}</p>
            )}
          </section>

          {canManage && (
            <section aria-labelledby="create-heading" className="flex flex-col gap-3">
              <h2 id="create-heading" className="text-xl font-bold">
                {t('createHeading')}
              </h2>
              {running ? (
                <p className="text-sm text-ink-muted">{t('createBlocked')}</p>
              ) : (
                <CampaignForm
                  onOpened={(c) => {
                    setNotice({ error: false, text: t('created', { name: c.name }) });
                    void navigate({ search: '' });
                    reload();
                  }}
                />
              )}
            </section>
          )}

          {chosen && <Leaderboard key={`${chosen.id}:${String(round)}`} campaign={chosen} />}

          <section aria-labelledby="list-heading" className="flex flex-col gap-3">
            <h2 id="list-heading" className="text-xl font-bold">
              {t('listHeading')}
            </h2>
            {campaigns.length === 0 ? (
              <StatusMessage kind="empty">{t('listEmpty')}</StatusMessage>
            ) : (
              <div className="overflow-x-auto rounded-card border border-line">
                <table className="w-full text-sm">
                  <caption className="sr-only">{t('listHeading')}</caption>
                  <thead className="bg-surface-alt">
                    <tr>
                      <th scope="col" className={cell}>
                        {t('colName')}
                      </th>
                      <th scope="col" className={cell}>
                        {t('colStatus')}
                      </th>
                      <th scope="col" className={cell}>
                        {t('colPeriod')}
                      </th>
                      <th scope="col" className={cell}>
                        {t('colRequirement')}
                      </th>
                      <th scope="col" className={cell}>
                        {t('colReward')}
                      </th>
                      <th scope="col" className={cell}>
                        {t('colParticipants')}
                      </th>
                      <th scope="col" className={cell}>
                        {t('colQualified')}
                      </th>
                      <th scope="col" className={cell}>
                        {t('colActions')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {campaigns.map((c) => (
                      <tr key={c.id} className="border-t border-line">
                        <th scope="row" className={`${cell} font-semibold`}>
                          {c.name}
                        </th>
                        <td className={cell}>{t('status', { status: c.status })}</td>
                        <td className={cell}>{period(c)}</td>
                        <td className={cell}>{c.requirement}</td>
                        <td className={cell}>{formatAed(c.reward)}</td>
                        <td className={cell}>{c.participants}</td>
                        <td className={cell}>{c.qualified}</td>
                        <td className={cell}>
                          <button
                            type="button"
                            aria-label={t('showBoardLabel', { name: c.name })}
                            aria-pressed={chosen?.id === c.id}
                            className={buttonClass(
                              chosen?.id === c.id ? 'primary' : 'secondary',
                              'sm',
                            )}
                            onClick={() => {
                              void navigate({ search: `?campaign=${c.id}` });
                            }}
                          >
                            {t('showBoard')}
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </div>
      )}
      {closing && (
        <CloseDialog
          c={closing}
          onCancel={() => {
            setClosing(null);
          }}
          onConfirm={() => void close(closing)}
        />
      )}
    </>
  );
}
