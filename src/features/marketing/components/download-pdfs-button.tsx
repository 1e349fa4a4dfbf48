import { useState } from 'react';
import { FileDown } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { useLanguage, useT } from '@/i18n/language-context';
import { homeMessages } from '../messages/home/messages';
import { downloadPdfs } from './download-pdfs';

/** "Download PDFs": busy while the zip is built, so a double press saves one file. */
export function DownloadPdfsButton({ className = '' }: { className?: string }) {
  const [busy, setBusy] = useState(false);
  const t = useT(homeMessages);
  const language = useLanguage();
  return (
    <button
      type="button"
      aria-busy={busy}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void downloadPdfs(language).finally(() => setBusy(false));
      }}
      className={buttonClass('secondary', 'lg', className)}
    >
      <FileDown aria-hidden="true" className="size-5" />
      {busy ? t('pdfsBusy') : t('pdfs')}
    </button>
  );
}
