/**
 * Proposing a posting: the kind, the member (or the rider and driver), the amount as people type
 * it (DECISIONS 46), a credit or debit for an adjustment, the reason, and the reference or the
 * ride's own fields. Checked here first; the server checks again.
 */
import { useId, useState, type SyntheticEvent } from 'react';
import {
  LEDGER_PROPOSAL_KINDS,
  LEDGER_REASON_MAX,
  type AdjustmentDirection,
  type LedgerProposalKind,
  type LedgerProposalRequest,
} from '@contract/ops-ledger';
import { parseTypedAmount } from '@contract/typed-number';
import { Button } from '@/components/ui/button';
import { useLanguage, useT } from '@/i18n/language-context';
import { Field } from '../components/field';
import { ledgerApi } from './api';
import { ledgerErrorText } from './error-words';
import { ledgerMessages } from './messages';

interface Draft {
  kind: LedgerProposalKind;
  member: string;
  driver: string;
  amount: string;
  direction: AdjustmentDirection;
  reason: string;
  reference: string;
  rideId: string;
  completedAt: string;
}

const EMPTY: Draft = {
  kind: 'adjustment',
  member: '',
  driver: '',
  amount: '',
  direction: 'credit',
  reason: '',
  reference: '',
  rideId: '',
  completedAt: '',
};

type Errors = Partial<Record<keyof Draft, string>>;

function Choice<T extends string>({
  legend,
  name,
  options,
  value,
  label,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  label: (v: T) => string;
  onChange: (v: T) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-x-4">
        {options.map((o) => (
          <label key={o} className="flex min-h-11 items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name={name}
              value={o}
              checked={value === o}
              onChange={() => {
                onChange(o);
              }}
            />
            {label(o)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function ProposalForm({ onProposed }: { onProposed: () => void }) {
  const t = useT(ledgerMessages);
  const language = useLanguage();
  const reasonId = useId();
  const [d, setD] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const set = (patch: Partial<Draft>) => {
    setD((x) => ({ ...x, ...patch }));
  };

  const check = (): { errors: Errors; amount: number } => {
    const e: Errors = {};
    const parsed = parseTypedAmount(d.amount);
    let amount = 0;
    if (!parsed.ok) {
      e.amount =
        parsed.problem === 'empty'
          ? t('amountEmpty')
          : parsed.problem === 'decimals'
            ? t('amountDecimals')
            : t('amountInvalid');
    } else if (parsed.value <= 0) e.amount = t('amountZero');
    else amount = parsed.value;
    if (!d.member.trim()) e.member = t('usernameRequired');
    if (d.kind === 'ride' && !d.driver.trim()) e.driver = t('usernameRequired');
    if (d.reason.trim().length < 3) e.reason = t('reasonShort');
    if (d.kind === 'adjustment' && !d.reference.trim()) e.reference = t('referenceRequired');
    return { errors: e, amount };
  };

  const body = (amount: number): LedgerProposalRequest => {
    const common = { member: d.member.trim(), amount, reason: d.reason.trim() };
    if (d.kind === 'adjustment') {
      return {
        kind: 'adjustment',
        ...common,
        direction: d.direction,
        reference: d.reference.trim(),
      };
    }
    if (d.kind === 'payout') {
      return {
        kind: 'payout',
        ...common,
        ...(d.reference.trim() ? { reference: d.reference.trim() } : {}),
      };
    }
    return {
      kind: 'ride',
      ...common,
      driver: d.driver.trim(),
      ...(d.rideId.trim() ? { rideId: d.rideId.trim() } : {}),
      // A datetime-local value is Dubai time (UTC+4, no daylight saving).
      ...(d.completedAt ? { completedAt: `${d.completedAt}:00+04:00` } : {}),
    };
  };

  const submit = async (ev: SyntheticEvent) => {
    ev.preventDefault();
    const { errors: found, amount } = check();
    setErrors(found);
    setNotice(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await ledgerApi.propose(body(amount));
      setD({ ...EMPTY, kind: d.kind });
      setNotice({ text: t('proposed'), error: false });
      onProposed();
    } catch (e) {
      setNotice({ text: ledgerErrorText(e, t, language), error: true });
    } finally {
      setBusy(false);
    }
  };

  const ride = d.kind === 'ride';
  return (
    <form
      noValidate
      aria-labelledby="ledger-propose-title"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface-raised p-4 shadow-card"
      onSubmit={(e) => void submit(e)}
    >
      <h2 id="ledger-propose-title" className="text-lg font-bold text-ink">
        {t('proposeTitle')}
      </h2>
      <Choice
        legend={t('kind')}
        name="ledger-kind"
        options={LEDGER_PROPOSAL_KINDS}
        value={d.kind}
        label={(k) => t('kindWord', { kind: k })}
        onChange={(kind) => {
          set({ kind });
          setErrors({});
        }}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          label={ride ? t('rider') : t('member')}
          value={d.member}
          dir="ltr"
          autoComplete="off"
          error={errors.member ?? null}
          onChange={(e) => {
            set({ member: e.target.value });
          }}
        />
        {ride && (
          <Field
            label={t('driver')}
            value={d.driver}
            dir="ltr"
            autoComplete="off"
            error={errors.driver ?? null}
            onChange={(e) => {
              set({ driver: e.target.value });
            }}
          />
        )}
        <Field
          label={ride ? t('fare') : t('amount')}
          value={d.amount}
          inputMode="decimal"
          autoComplete="off"
          hint={t('amountHint')}
          error={errors.amount ?? null}
          onChange={(e) => {
            set({ amount: e.target.value });
          }}
        />
        {d.kind !== 'ride' && (
          <Field
            label={t('reference')}
            value={d.reference}
            dir="ltr"
            maxLength={60}
            autoComplete="off"
            hint={d.kind === 'payout' ? t('payoutReferenceHint') : t('referenceHint')}
            error={errors.reference ?? null}
            onChange={(e) => {
              set({ reference: e.target.value });
            }}
          />
        )}
        {ride && (
          <>
            <Field
              label={t('rideId')}
              value={d.rideId}
              dir="ltr"
              maxLength={64}
              autoComplete="off"
              hint={t('rideIdHint')}
              onChange={(e) => {
                set({ rideId: e.target.value });
              }}
            />
            <Field
              label={t('completedAt')}
              type="datetime-local"
              value={d.completedAt}
              hint={t('completedAtHint')}
              onChange={(e) => {
                set({ completedAt: e.target.value });
              }}
            />
          </>
        )}
      </div>
      {d.kind === 'adjustment' && (
        <Choice
          legend={t('direction')}
          name="ledger-direction"
          options={['credit', 'debit'] as const}
          value={d.direction}
          label={(v) => t(v)}
          onChange={(direction) => {
            set({ direction });
          }}
        />
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={reasonId} className="text-sm font-semibold text-ink">
          {t('reason')}
        </label>
        <textarea
          id={reasonId}
          value={d.reason}
          rows={2}
          maxLength={LEDGER_REASON_MAX}
          aria-describedby={`${reasonId}-hint${errors.reason ? ` ${reasonId}-error` : ''}`}
          aria-invalid={errors.reason ? true : undefined}
          className="rounded-lg border border-line bg-surface p-2 text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
          onChange={(e) => {
            set({ reason: e.target.value });
          }}
        />
        <p id={`${reasonId}-hint`} className="text-xs text-ink-muted">
          {t('reasonHint')}
        </p>
        {errors.reason && (
          <p id={`${reasonId}-error`} className="text-sm text-danger">
            {errors.reason}
          </p>
        )}
      </div>
      {notice && (
        <p
          role={notice.error ? 'alert' : 'status'}
          className={`rounded-lg bg-surface-alt p-3 text-sm ${notice.error ? 'text-danger' : 'text-ink'}`}
        >
          {notice.text}
        </p>
      )}
      <div>
        <Button type="submit" disabled={busy}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
