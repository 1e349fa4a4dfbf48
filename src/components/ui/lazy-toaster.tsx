import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToastsRequested, toastsRequested } from '@/lib/notify';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** The one toaster, mounted (and downloaded) with the first toast (src/lib/notify.ts). */
export function LazyToaster() {
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
