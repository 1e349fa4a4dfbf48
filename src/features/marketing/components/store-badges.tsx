import { useId } from 'react';
import type { Values } from '@/i18n/catalogue';

const BADGES = [
  { src: '/images/marketing/badge-app-store.svg', label: 'App Store' },
  { src: '/images/marketing/badge-google-play.svg', label: 'Google Play' },
] as const;

/**
 * The two store badges. The apps are not in the stores yet, so the badges lead nowhere: they are
 * disabled links (role link, aria-disabled, no target) described by a visible note, not dead `#` links.
 * The words come from the page's catalogue (home, FAQ), as for FutureSection.
 */
export function StoreBadges({
  t,
  onBrand = false,
}: {
  t: (id: 'badgeSoon' | 'badgesNote', values?: Values) => string;
  onBrand?: boolean;
}) {
  const noteId = useId();
  return (
    <div>
      <ul className="flex flex-wrap gap-3">
        {BADGES.map((badge) => (
          <li key={badge.label}>
            <span
              role="link"
              aria-disabled="true"
              aria-describedby={noteId}
              tabIndex={0}
              className="block cursor-not-allowed rounded-[12px]"
            >
              <img
                src={badge.src}
                alt={t('badgeSoon', { store: badge.label })}
                width={180}
                height={54}
                loading="lazy"
                decoding="async"
                className="h-[54px] w-[180px]"
              />
            </span>
          </li>
        ))}
      </ul>
      <p id={noteId} className={`mt-2 text-sm ${onBrand ? 'text-brand-100' : 'text-ink-muted'}`}>
        {t('badgesNote')}
      </p>
    </div>
  );
}
