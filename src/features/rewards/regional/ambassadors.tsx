import { useState } from 'react';
import { Globe2, ShieldCheck } from 'lucide-react';
import { assetUrl } from '@/config/env';
import { Badge } from '@/components/ui/badge';
import { StatusMessage } from '@/components/ui/status-message';
import { Flag } from '@/components/ui/flag';
import { useLanguage, useT } from '@/i18n/language-context';
import { countryName } from '@/lib/country-name';
import { formatAed, formatUsd } from '@/lib/format';
import type { ApiQuery } from '@/lib/use-api-query';
import type { AmbassadorView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';
import { RankIcon } from '@/features/rewards/shared/rank-icon';
import { useRankText } from '@/features/rewards/shared/rank-text';
import { regionalMessages } from './messages';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('') || '?';

function Avatar({ name, picture }: { name: string; picture: string | null }) {
  const [failed, setFailed] = useState(false);
  const src = picture && (/^https?:\/\//.test(picture) ? picture : assetUrl(picture));
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        onError={() => {
          setFailed(true);
        }}
        className="size-14 rounded-full object-cover ring-2 ring-sand-300"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800 ring-2 ring-sand-300 dark:bg-brand-900 dark:text-brand-100"
    >
      {initials(name)}
    </span>
  );
}

function AmbassadorCard({ a }: { a: AmbassadorView }) {
  const t = useT(regionalMessages);
  const language = useLanguage();
  const rankText = useRankText();
  // Spec 2: the country defaults to Global.
  const country = a.country ? countryName(a.country, language) : t('global');
  return (
    <li className="flex gap-4 rounded-card border border-line bg-surface p-4">
      <Avatar name={a.name} picture={a.profilePicture} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-bold break-words">{a.name}</h3>
          {a.isPermanent && (
            <Badge tone="accent">
              <ShieldCheck aria-hidden="true" className="size-3.5" />
              {t('permanent')}
            </Badge>
          )}
        </div>
        {a.username && (
          <p className="text-sm break-all text-ink-muted">
            <bdi>@{a.username}</bdi>
          </p>
        )}
        <p className="mt-2 flex items-center gap-1.5 text-sm">
          <Flag country={a.country || t('global')} emoji={a.flag} decorative />
          {country}
        </p>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="inline-flex items-center gap-1.5">
            <RankIcon rank={a.rankName} className="size-4 text-sand-600 dark:text-sand-300" />
            {rankText(a.rankName)}
          </span>
          <span className="tabular text-end">
            <span className="block font-bold text-sand-800 dark:text-sand-200">
              {formatUsd(a.totalEarnings)}
            </span>
            <span className="block text-xs text-ink-muted">{formatAed(a.totalEarningsAed)}</span>
          </span>
        </div>
      </div>
    </li>
  );
}

export function GlobalAmbassadors({ query }: { query: ApiQuery<AmbassadorView[] | null> }) {
  const t = useT(regionalMessages);
  const { data, loading, error } = query;
  return (
    <SectionCard title={t('ambassadors')} icon={Globe2}>
      {loading ? (
        <StatusMessage kind="loading">{t('loadingAmbassadors')}</StatusMessage>
      ) : error ? (
        <StatusMessage kind="error">{error.message}</StatusMessage>
      ) : !data?.length ? (
        <StatusMessage kind="empty">{t('emptyAmbassadors')}</StatusMessage>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((a, i) => (
            <AmbassadorCard key={`${a.username}-${String(i)}`} a={a} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
