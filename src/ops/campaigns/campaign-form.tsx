/**
 * Opening a campaign: the fields of `npm run admin -- campaign create`, prefilled with the
 * Weekly Turbo Booster. Checked here with the server's limits (contract) so each field says
 * what is wrong in the console's language; the server checks again with the same rules as the
 * CLI. Numbers are read as typed (DECISIONS 46); the start is Dubai time.
 */
import { useId, useState, type SyntheticEvent } from 'react';
import { isDisplayText } from '@contract/display-text';
import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_TYPES,
  type OpsCampaign,
  type OpsCampaignDraft,
  type OpsCampaignType,
} from '@contract/ops-campaigns';
import { asciiDigits, parseTypedAmount } from '@contract/typed-number';
import { Button } from '@/components/ui/button';
import { useLanguage, useT } from '@/i18n/language-context';
import { OpsApiError } from '../api';
import { errorText } from '../components/error-text';
import { Field } from '../components/field';
import { opsMessages } from '../messages';
import { campaignsApi } from './api';
import { campaignMessages } from './messages';

interface Values {
  name: string;
  rides: string;
  days: string;
  reward: string;
  type: OpsCampaignType;
  newbieOnly: boolean;
  perks: string;
  start: string;
}

const DEFAULTS: Values = {
  name: 'Weekly Turbo Booster',
  rides: '100',
  days: '7',
  reward: '550',
  type: 'solo_or_team',
  newbieOnly: true,
  perks: 'Priority Rides (1 Week)',
  start: '',
};

type Errors = Partial<Record<'name' | 'rides' | 'days' | 'reward' | 'perks' | 'start', string>>;

const count = (typed: string): number | null => {
  const text = asciiDigits(typed).trim();
  if (!/^\d{1,6}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= CAMPAIGN_LIMITS.countMax ? n : null;
};

/** A `datetime-local` value read as Dubai time (UTC+4, no daylight saving). */
export const dubaiIso = (local: string): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const ms = Date.parse(`${local}:00+04:00`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
};

export function CampaignForm({ onOpened }: { onOpened: (c: OpsCampaign) => void }) {
  const t = useT(campaignMessages);
  const ot = useT(opsMessages);
  const language = useLanguage();
  const [v, setV] = useState<Values>(DEFAULTS);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) => {
      setV((old) => ({ ...old, [key]: value }));
    };

  const check = (): { draft: OpsCampaignDraft | null; errors: Errors } => {
    const e: Errors = {};
    const name = v.name.trim();
    if (!name || name.length > CAMPAIGN_LIMITS.nameMax || !isDisplayText(name))
      e.name = t('errName', { max: CAMPAIGN_LIMITS.nameMax });
    const requirement = count(v.rides);
    if (requirement === null) e.rides = t('errCount', { max: CAMPAIGN_LIMITS.countMax });
    const durationDays = count(v.days);
    if (durationDays === null) e.days = t('errCount', { max: CAMPAIGN_LIMITS.countMax });
    const amount = parseTypedAmount(v.reward);
    const reward =
      amount.ok &&
      amount.value > 0 &&
      Math.round(amount.value * 100) <= CAMPAIGN_LIMITS.rewardMaxFils
        ? amount.value
        : null;
    if (reward === null) e.reward = t('errReward');
    const perks = v.perks
      .split('\n')
      .map((p) => p.trim())
      .filter(Boolean);
    if (
      perks.length > CAMPAIGN_LIMITS.perksMax ||
      perks.some((p) => p.length > CAMPAIGN_LIMITS.perkMax || !isDisplayText(p))
    )
      e.perks = t('errPerks', { max: CAMPAIGN_LIMITS.perksMax, length: CAMPAIGN_LIMITS.perkMax });
    const startsAt = v.start ? dubaiIso(v.start) : undefined;
    if (startsAt === null) e.start = t('errStart');
    if (Object.keys(e).length > 0 || requirement === null || durationDays === null || !reward)
      return { draft: null, errors: e };
    return {
      draft: {
        name,
        requirement,
        durationDays,
        type: v.type,
        newbieOnly: v.newbieOnly,
        reward,
        perks,
        ...(startsAt ? { startsAt } : {}),
      },
      errors: e,
    };
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFailure(null);
    const { draft, errors: found } = check();
    setErrors(found);
    if (!draft) {
      setFailure(t('errFix'));
      return;
    }
    setBusy(true);
    try {
      const { campaign } = await campaignsApi.create(draft);
      setV(DEFAULTS);
      onOpened(campaign);
    } catch (e) {
      setFailure(
        e instanceof OpsApiError && e.status === 409 ? t('errRunning') : errorText(e, ot, language),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={(e) => void submit(e)}>
      <p className="text-sm text-ink-muted">{t('createIntro')}</p>
      {failure && (
        <p role="alert" className="rounded-lg bg-surface-alt p-3 text-sm text-danger">
          {failure}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('name')}
          value={v.name}
          maxLength={CAMPAIGN_LIMITS.nameMax}
          required
          error={errors.name ?? null}
          onChange={(e) => {
            set('name')(e.target.value);
          }}
        />
        <Field
          label={t('reward')}
          value={v.reward}
          inputMode="decimal"
          dir="ltr"
          required
          error={errors.reward ?? null}
          onChange={(e) => {
            set('reward')(e.target.value);
          }}
        />
        <Field
          label={t('rides')}
          value={v.rides}
          inputMode="numeric"
          dir="ltr"
          required
          error={errors.rides ?? null}
          onChange={(e) => {
            set('rides')(e.target.value);
          }}
        />
        <Field
          label={t('days')}
          value={v.days}
          inputMode="numeric"
          dir="ltr"
          required
          error={errors.days ?? null}
          onChange={(e) => {
            set('days')(e.target.value);
          }}
        />
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold">{t('type')}</legend>
        <div className="flex flex-wrap gap-x-6">
          {CAMPAIGN_TYPES.map((type) => (
            <label key={type} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name="campaign-type"
                value={type}
                checked={v.type === type}
                onChange={() => {
                  set('type')(type);
                }}
              />
              {t('typeWord', { type })}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={v.newbieOnly}
          onChange={(e) => {
            set('newbieOnly')(e.target.checked);
          }}
        />
        {t('newbieOnly')}
      </label>
      <PerksField
        value={v.perks}
        error={errors.perks ?? null}
        onChange={set('perks')}
        label={t('perks')}
        hint={t('perksHint', { max: CAMPAIGN_LIMITS.perksMax })}
      />
      <Field
        label={t('start')}
        hint={t('startHint')}
        type="datetime-local"
        value={v.start}
        dir="ltr"
        className="sm:max-w-xs"
        error={errors.start ?? null}
        onChange={(e) => {
          set('start')(e.target.value);
        }}
      />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t('creating') : t('createSubmit')}
        </Button>
      </div>
    </form>
  );
}

function PerksField({
  value,
  error,
  onChange,
  label,
  hint,
}: {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  label: string;
  hint: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={3}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          onChange(e.target.value);
        }}
        className="rounded-lg border border-line bg-surface p-2 text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
