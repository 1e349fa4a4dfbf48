/** "Download my data" (issue 28): the member's records as a ZIP of JSON and CSV files. */
import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/language-context';
import { notify } from '@/lib/notify';
import { downloadMyData, failureOf } from './account-api';
import { accountMessages } from './account-messages';

/** Hands a blob to the browser as a download. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The click has started the download; the address is no longer needed.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}

export function DataSection() {
  const t = useT(accountMessages);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, name } = await downloadMyData();
      save(blob, name);
      notify.success(t('downloaded'));
    } catch (error) {
      notify.error(failureOf(error, t('downloadFailed')).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="data-title">
      <h2 id="data-title" className="text-lg font-bold">
        {t('dataTitle')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('dataIntro')}</p>
      <Button variant="secondary" className="mt-4" disabled={busy} onClick={() => void download()}>
        <Download aria-hidden="true" className="size-4" />
        {busy ? t('downloading') : t('download')}
      </Button>
    </section>
  );
}
