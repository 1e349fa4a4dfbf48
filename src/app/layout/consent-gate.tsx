/**
 * Shows the terms banner (issue 28) to a signed-in member whose accepted version is not the
 * current one. After hydration only (the prerendered HTML has no member), and lazily: visitors
 * and members who accepted never load it. A user without the field (an older server) is not asked.
 */
import { lazy, Suspense } from 'react';
import { TERMS_VERSION } from '@contract/terms';
import { useAppSelector } from '@/app/hooks';
import { withActiveLanguage } from '@/i18n/with-language';
import { useHydrated } from '@/lib/use-hydrated';

const ConsentBanner = lazy(() =>
  withActiveLanguage(import('@/features/legal/consent-banner')).then((m) => ({
    default: m.ConsentBanner,
  })),
);

export function ConsentGate() {
  const hydrated = useHydrated();
  const user = useAppSelector((s) => (s.auth.isAuthenticated ? s.auth.user : null));
  const version = user?.termsVersion;
  if (!hydrated || !user || version === undefined || version === TERMS_VERSION) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
