import type { ReferralTree } from '@contract/tree';
import { MapPin, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { assetUrl } from '@/config/env';
import { countryName } from '@/lib/country-name';
import { displayName, formatNumber } from '@/lib/format';
import { useLanguage, useT } from '@/i18n/language-context';
import { treeMessages } from './messages';
import { KycBadge } from './kyc-badge';
import { totalReferrals } from './tree-adapter';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .join('');
}

/** Whose tree this is: photo or initials, name, username, KYC status, country, total referrals. */
export function TreeHeader({ tree, actions }: { tree: ReferralTree; actions: React.ReactNode }) {
  const t = useT(treeMessages);
  const language = useLanguage();
  const owner = tree.user as Partial<ReferralTree['user']>;
  const name = displayName(owner);
  // The member's own badge leads to /kyc, where they submit or follow their verification.
  const own = useAppSelector((s) => {
    const me = s.auth.user;
    return !!me && !!owner._id && (me._id === owner._id || me.id === owner._id);
  });
  return (
    <section
      aria-label={t('ownerRegion')}
      className="flex flex-col gap-4 rounded-card border border-line bg-surface-raised p-5 shadow-card sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-center gap-4">
        {owner.selfieImage ? (
          <img
            src={assetUrl(owner.selfieImage)}
            alt=""
            className="size-14 shrink-0 rounded-pill object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-pill bg-brand-700 text-lg font-bold text-white dark:bg-brand-500 dark:text-brand-950"
          >
            {initials(name)}
          </span>
        )}
        <div className="min-w-0">
          <h2 className="truncate text-lg font-bold">{name}</h2>
          {owner.username && (
            <p className="text-sm text-ink-muted">
              <bdi>@{owner.username}</bdi>
            </p>
          )}
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            {own ? (
              <Link
                to={paths.kyc.path}
                className="inline-flex min-h-11 items-center rounded-pill focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <KycBadge status={owner.kycStatus} />
              </Link>
            ) : (
              <KycBadge status={owner.kycStatus} />
            )}
            {owner.country && (
              <span className="inline-flex items-center gap-1 text-ink-muted">
                <MapPin aria-hidden="true" className="size-4" />
                {countryName(owner.country, language)}
              </span>
            )}
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:justify-end">
        <p className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-400" />
          <span>
            <span className="tabular block text-xl leading-none font-bold">
              {formatNumber(totalReferrals(tree))}
            </span>
            <span className="text-xs text-ink-muted">{t('totalReferrals')}</span>
          </span>
        </p>
        {actions}
      </div>
    </section>
  );
}
