/** One proposal: what, for whom, how much, why, who proposed it; approve or reject when pending. */
import type { ReactNode } from 'react';
import type { LedgerProposalView } from '@contract/ops-ledger';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useLanguage, useT } from '@/i18n/language-context';
import { formatAed } from '@/lib/format';
import { formatDubaiTime } from '../components/format';
import { ledgerMessages } from './messages';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase text-ink-muted">{label}</dt>
      <dd className="break-words text-sm text-ink">{children}</dd>
    </div>
  );
}

export interface CardActions {
  meId: string;
  busy: boolean;
  onApprove: (p: LedgerProposalView) => void;
  onReject: (p: LedgerProposalView) => void;
}

export function ProposalCard({ p, actions }: { p: LedgerProposalView; actions?: CardActions }) {
  const t = useT(ledgerMessages);
  const language = useLanguage();
  const headingId = `lp-${p.id}`;
  const ownId = `lp-own-${p.id}`;
  const own = actions?.meId === p.proposedBy.id;
  const signed = p.kind === 'adjustment' && p.direction === 'debit' ? -p.amount : p.amount;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-card border border-line bg-surface-raised p-4 shadow-card"
    >
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h3 id={headingId} className="text-base font-bold text-ink">
          {t('kindWord', { kind: p.kind })}
          {p.direction ? ` · ${t('directionWord', { direction: p.direction })}` : ''}
        </h3>
        <span className="text-lg font-bold tabular-nums">
          {signed < 0 ? '−' : ''}
          {formatAed(p.amount)}
        </span>
        <Badge
          tone={p.status === 'pending' ? 'warning' : p.status === 'posted' ? 'success' : 'danger'}
        >
          {t('statusWord', { status: p.status })}
        </Badge>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Item label={p.kind === 'ride' ? t('rider') : t('member')}>
          {p.member.name} <span dir="ltr">(@{p.member.username})</span>
        </Item>
        {p.driver && (
          <Item label={t('driverShown')}>
            {p.driver.name} <span dir="ltr">(@{p.driver.username})</span>
          </Item>
        )}
        <Item label={t('balance')}>{formatAed(p.availableBalance)}</Item>
        {p.reference && (
          <Item label={t('reference')}>
            <span dir="ltr">{p.reference}</span>
          </Item>
        )}
        {p.rideId && (
          <Item label={t('rideId')}>
            <span dir="ltr">{p.rideId}</span>
          </Item>
        )}
        {p.completedAt && (
          <Item label={t('completedAt')}>{formatDubaiTime(p.completedAt, language)}</Item>
        )}
        <Item label={t('reason')}>{p.reason}</Item>
      </dl>
      <p className="mt-3 text-sm text-ink-muted">
        {t('proposedBy', { name: p.proposedBy.name })} · {formatDubaiTime(p.proposedAt, language)}
      </p>
      {p.decidedBy && p.decidedAt && (
        <p className="text-sm text-ink-muted">
          {t('decidedBy', { status: p.status, name: p.decidedBy.name })} ·{' '}
          {formatDubaiTime(p.decidedAt, language)}
        </p>
      )}
      {p.note && <p className="mt-1 text-sm">{t('noteShown', { note: p.note })}</p>}
      {actions && p.status === 'pending' && (
        <div className="mt-4 flex flex-col gap-2">
          {own && (
            <p id={ownId} className="text-sm text-ink-muted">
              {t('yourOwn')}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={own || actions.busy}
              aria-describedby={own ? `${headingId} ${ownId}` : headingId}
              onClick={() => {
                actions.onApprove(p);
              }}
            >
              {t('approve')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={own || actions.busy}
              aria-describedby={own ? `${headingId} ${ownId}` : headingId}
              onClick={() => {
                actions.onReject(p);
              }}
            >
              {t('reject')}
            </Button>
          </div>
        </div>
      )}
    </article>
  );
}
