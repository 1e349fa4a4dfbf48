import { useT } from '@/i18n/language-context';
import { layoutMessages } from './messages';

/** Shown while a lazy page loads; reserves height so the footer does not jump (CLS). */
export function PageFallback() {
  const t = useT(layoutMessages);
  return (
    <div role="status" aria-live="polite" className="mx-auto min-h-screen max-w-content px-4 py-12">
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
