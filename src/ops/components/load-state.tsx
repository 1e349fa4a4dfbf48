import { StatusMessage } from '@/components/ui/status-message';
import { Button } from '@/components/ui/button';
import { useLanguage, useT } from '@/i18n/language-context';
import { opsMessages } from '../messages';
import { errorText } from './error-text';
import type { Load } from './use-load';

/** Loading and error states of a desk; null once the data is ready. */
export function LoadState<T>({ load, reload }: { load: Load<T>; reload: () => void }) {
  const t = useT(opsMessages);
  const language = useLanguage();
  if (load.state === 'loading') return <StatusMessage kind="loading">{t('loading')}</StatusMessage>;
  if (load.state === 'error') {
    return (
      <StatusMessage
        kind="error"
        action={
          <Button variant="secondary" onClick={reload}>
            {t('tryAgain')}
          </Button>
        }
      >
        {errorText(load.error, t, language)}
      </StatusMessage>
    );
  }
  return null;
}
