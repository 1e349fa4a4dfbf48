/**
 * /ops/members/:id: a member as operators see them (issue 30). Profile and KYC status, sign-in
 * (the lock and its reason, the signed-in devices, the actions the operator's role allows), the
 * sponsor chain to the top, the team by level, wallet and CRR figures, the statement,
 * withdrawals and internal notes. Each load of the page is one audited view.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { OpsMemberDetail } from '@contract/ops-members';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLanguage, useT } from '@/i18n/language-context';
import { formatAed } from '@/lib/format';
import { errorText } from '../components/error-text';
import { formatDubaiTime } from '../components/format';
import { LoadState } from '../components/load-state';
import { PageTitle } from '../components/page-title';
import { useLoad } from '../components/use-load';
import { opsMessages } from '../messages';
import { useMe } from '../session';
import { membersApi } from './api';
import {
  NotesSection,
  Section,
  StatementSection,
  TeamSection,
  WithdrawalsSection,
} from './member-sections';
import { membersMessages } from './messages';
import { ReasonDialog } from './reason-dialog';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-ink-muted">{k}</dt>
          <dd className="mb-2 min-w-0 break-words sm:mb-0">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProfileSection({ m }: { m: OpsMemberDetail }) {
  const t = useT(membersMessages);
  const language = useLanguage();
  const rows: [string, ReactNode][] = [
    [t('username'), <bdi key="u">@{m.username}</bdi>],
    [t('name'), m.closedAt ? t('formerMember') : m.name],
  ];
  if (m.email) rows.push([t('email'), <bdi key="e">{m.email}</bdi>]);
  if (m.phone) rows.push([t('phone'), <bdi key="p">{m.phone}</bdi>]);
  rows.push(
    [t('country'), m.country],
    [t('language'), m.language === 'ar' ? 'العربية' : 'English'],
    [t('joined'), formatDubaiTime(m.joinedAt, language)],
    [t('kycStatus'), t(`kyc_${m.kycStatus}`)],
  );
  if (m.closedAt) rows.push([t('closedAt'), formatDubaiTime(m.closedAt, language)]);
  return (
    <Section id="member-profile" title={t('profile')}>
      <Facts rows={rows} />
    </Section>
  );
}

function SponsorsSection({ m }: { m: OpsMemberDetail }) {
  const t = useT(membersMessages);
  return (
    <Section id="member-sponsors" title={t('sponsors')}>
      {m.sponsors.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('noSponsor')}</p>
      ) : (
        <ol className="flex flex-col gap-1">
          {m.sponsors.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-x-2 text-sm">
              <span className="text-ink-muted">{t('sponsorLevel', { depth: s.depth })}</span>
              <Link
                to={paths.opsMember.getHref(s.id)}
                className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline dark:text-brand-300"
              >
                {s.name} <bdi dir="ltr">@{s.username}</bdi>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

function WalletSection({ m }: { m: OpsMemberDetail }) {
  const t = useT(membersMessages);
  const points = (n: number) => n.toFixed(2);
  return (
    <Section id="member-wallet" title={t('wallet')}>
      <Facts
        rows={[
          [t('balance'), formatAed(m.wallet.balance)],
          [t('held'), formatAed(m.wallet.held)],
          [t('earned'), formatAed(m.wallet.earned)],
          [t('paidOut'), formatAed(m.wallet.paidOut)],
          [t('crrRank'), m.crr.rank],
          [t('pgpTotal'), points(m.crr.pgpTotal)],
          [t('tgpTotal'), points(m.crr.tgpTotal)],
        ]}
      />
      <p className="mt-2 text-sm text-ink-muted">
        {t('monthPoints', { pgp: points(m.crr.monthPgp), tgp: points(m.crr.monthTgp) })}
      </p>
    </Section>
  );
}

function SignInSection({
  m,
  can,
  busy,
  onLock,
  onUnlock,
  onRevoke,
}: {
  m: OpsMemberDetail;
  can: { lock: boolean; sessions: boolean };
  busy: boolean;
  onLock: () => void;
  onUnlock: () => void;
  onRevoke: () => void;
}) {
  const t = useT(membersMessages);
  const language = useLanguage();
  const closed = m.closedAt !== null;
  return (
    <Section id="member-signin" title={t('signIn')}>
      {m.lock ? (
        <div className="mb-3 rounded-lg border border-danger bg-surface p-3 text-sm">
          <p className="font-semibold text-danger">
            {t('signInLocked', { at: formatDubaiTime(m.lock.lockedAt, language), by: m.lock.by })}
          </p>
          <p className="break-words">{t('lockReason', { reason: m.lock.reason })}</p>
        </div>
      ) : (
        !closed && <p className="mb-3 text-sm">{t('signInOpen')}</p>
      )}
      {!closed && (can.lock || can.sessions) && (
        <div className="mb-3 flex flex-wrap gap-2">
          {can.lock &&
            (m.lock ? (
              <Button variant="secondary" disabled={busy} onClick={onUnlock}>
                {t('unlock')}
              </Button>
            ) : (
              <Button variant="danger" disabled={busy} onClick={onLock}>
                {t('lock')}
              </Button>
            ))}
          {can.sessions && m.sessions.length > 0 && (
            <Button variant="secondary" disabled={busy} onClick={onRevoke}>
              {t('revokeSessions')}
            </Button>
          )}
        </div>
      )}
      <h3 className="mb-1 text-sm font-semibold">{t('sessions')}</h3>
      {m.sessions.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('noSessions')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {m.sessions.map((s) => (
            <li key={s.handle} className="break-words">
              <bdi>{s.userAgent ?? t('unknownDevice')}</bdi> ·{' '}
              {t('sessionSince', { at: formatDubaiTime(s.createdAt, language) })}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export default function MemberPage() {
  const t = useT(membersMessages);
  const tOps = useT(opsMessages);
  const language = useLanguage();
  const { id = '' } = useParams();
  const { operator } = useMe();
  const can = (p: 'members.lock' | 'members.sessions' | 'members.note') =>
    operator.permissions.includes(p);
  const fetcher = useCallback(() => membersApi.member(id).then((r) => r.member), [id]);
  const { load, reload } = useLoad(fetcher);
  const [dialog, setDialog] = useState<'lock' | 'unlock' | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ error: boolean; text: string } | null>(null);

  const act = async (run: () => Promise<string>) => {
    setBusy(true);
    setDialog(null);
    try {
      setNotice({ error: false, text: await run() });
      reload();
    } catch (e) {
      setNotice({ error: true, text: errorText(e, tOps, language) });
    } finally {
      setBusy(false);
    }
  };

  const m = load.state === 'ready' ? load.data : null;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link
          to={paths.opsMembers.path}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline dark:text-brand-300"
        >
          {t('backToSearch')}
        </Link>
      </p>
      <PageTitle>{m ? (m.closedAt ? t('formerMember') : m.name) : t('title')}</PageTitle>
      {notice && (
        <p
          role={notice.error ? 'alert' : 'status'}
          className={`mb-4 rounded-lg bg-surface-alt p-3 text-sm ${notice.error ? 'text-danger' : 'text-ink'}`}
        >
          {notice.text}
        </p>
      )}
      <LoadState load={load} reload={reload} />
      {m && (
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-4">
            <ProfileSection m={m} />
            <SignInSection
              m={m}
              can={{ lock: can('members.lock'), sessions: can('members.sessions') }}
              busy={busy}
              onLock={() => {
                setDialog('lock');
              }}
              onUnlock={() => {
                setDialog('unlock');
              }}
              onRevoke={() => {
                if (!window.confirm(t('revokeConfirm'))) return;
                void act(async () => {
                  const r = await membersApi.revokeSessions(m.id);
                  return t('revoked', { n: r.sessionsEnded });
                });
              }}
            />
            <SponsorsSection m={m} />
            <TeamSection m={m} />
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            <WalletSection m={m} />
            <NotesSection m={m} canWrite={can('members.note')} onAdded={reload} />
            <WithdrawalsSection m={m} />
          </div>
          <div className="min-w-0 lg:col-span-2">
            <StatementSection memberId={m.id} />
          </div>
        </div>
      )}
      {m && dialog && (
        <ReasonDialog
          mode={dialog}
          onClose={() => {
            setDialog(null);
          }}
          onConfirm={(reason) => {
            void act(async () => {
              if (dialog === 'lock') await membersApi.lock(m.id, reason);
              else await membersApi.unlock(m.id, reason);
              return t(dialog === 'lock' ? 'locked' : 'unlocked');
            });
          }}
        />
      )}
    </>
  );
}
