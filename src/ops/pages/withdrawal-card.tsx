/** One request on the desk: who, how much, where to, the member's standing, approvals, actions. */
import type { ReactNode } from 'react';
import { groupIban, type OpsWithdrawal } from '@contract/ops';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { useLanguage, useT } from '@/i18n/language-context';
import { formatAed } from '@/lib/format';
import { formatDubaiTime } from '../components/format';
import { opsMessages } from '../messages';

export interface CardActions {
  canDecide: boolean;
  canPay: boolean;
  meId: string;
  busy: boolean;
  onApprove: (w: OpsWithdrawal) => void;
  onReject: (w: OpsWithdrawal) => void;
  onPay: (w: OpsWithdrawal) => void;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase text-ink-muted">{label}</dt>
      <dd className="break-words text-sm text-ink">{children}</dd>
    </div>
  );
}

export function WithdrawalCard({ w, actions }: { w: OpsWithdrawal; actions: CardActions }) {
  const t = useT(opsMessages);
  const language = useLanguage();
  const mine = w.approvals.some((a) => a.operatorId === actions.meId);
  const headingId = `w-${w.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-card border border-line bg-surface-raised p-4 shadow-card"
    >
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h2 id={headingId} dir="ltr" className="font-mono text-base font-bold">
          {w.reference}
        </h2>
        <span className="text-lg font-bold">{formatAed(w.amount)}</span>
        <Badge
          tone={
            w.status === 'pending'
              ? 'warning'
              : w.status === 'paid'
                ? 'success'
                : w.status === 'rejected'
                  ? 'danger'
                  : 'brand'
          }
        >
          {t('statusWord', { status: w.status })}
        </Badge>
        {w.holderCheck === 'mismatch' && <Badge tone="danger">{t('holderMismatch')}</Badge>}
      </div>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Item label={t('member')}>
          {w.member.name} <span dir="ltr">(@{w.member.username})</span>
        </Item>
        <Item label={t('balance')}>{formatAed(w.member.availableBalance)}</Item>
        <Item label={t('kycStatus')}>{t('kyc', { status: w.member.kycStatus ?? 'none' })}</Item>
        <Item label={t('requestedAt')}>{formatDubaiTime(w.createdAt, language)}</Item>
        <Item label={t('method')}>{w.method === 'bank' ? t('methodBank') : t('methodWallet')}</Item>
        {w.method === 'bank' ? (
          <>
            <Item label={t('accountHolder')}>{w.accountHolder}</Item>
            <Item label={t('account')}>
              <span dir="ltr" className="font-mono">
                {groupIban(w.iban ?? '')}
              </span>
            </Item>
            <Item label={t('bank')}>{w.bankName ?? t('bankUnknown')}</Item>
          </>
        ) : (
          <Item label={t('phone')}>
            <span dir="ltr">{w.phone}</span>
          </Item>
        )}
      </dl>
      {w.status === 'pending' && (
        <div className="mt-3 text-sm">
          <p className="font-semibold">
            {t('approvalsProgress', { done: w.approvals.length, needed: w.approvalsNeeded })}
          </p>
          {w.approvals.map((a) => (
            <p key={a.operatorId} className="text-ink-muted">
              {t('approvedBy', { name: a.operatorName })} · {formatDubaiTime(a.at, language)}
            </p>
          ))}
          {w.approvalsNeeded > 1 && <p className="text-ink-muted">{t('secondApprovalNeeded')}</p>}
        </div>
      )}
      {w.transferReference && (
        <p className="mt-3 text-sm">{t('transferRefShown', { ref: w.transferReference })}</p>
      )}
      {w.reason && <p className="mt-3 text-sm">{t('reasonShown', { reason: w.reason })}</p>}
      <div className="mt-4 flex flex-wrap gap-2">
        {w.status === 'pending' && actions.canDecide && !mine && (
          <Button
            size="sm"
            disabled={actions.busy}
            onClick={() => actions.onApprove(w)}
            aria-describedby={headingId}
          >
            {w.approvals.length > 0 ? t('approveSecond') : t('approve')}
          </Button>
        )}
        {w.status === 'pending' && actions.canDecide && (
          <Button
            size="sm"
            variant="secondary"
            disabled={actions.busy}
            onClick={() => actions.onReject(w)}
            aria-describedby={headingId}
          >
            {t('reject')}
          </Button>
        )}
        {w.status === 'approved' && actions.canPay && !mine && (
          <Button
            size="sm"
            disabled={actions.busy}
            onClick={() => actions.onPay(w)}
            aria-describedby={headingId}
          >
            {t('markPaid')}
          </Button>
        )}
      </div>
    </article>
  );
}
