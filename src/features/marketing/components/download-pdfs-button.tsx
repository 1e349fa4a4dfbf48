import { useState } from 'react';
import { FileDown } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { downloadPdfs } from './download-pdfs';

/** "Download PDFs": busy while the zip is built, so a double press saves one file. */
export function DownloadPdfsButton({ className = '' }: { className?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      aria-busy={busy}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void downloadPdfs().finally(() => setBusy(false));
      }}
      className={buttonClass('secondary', 'lg', className)}
    >
      <FileDown aria-hidden="true" className="size-5" />
      {busy ? 'Preparing PDFs...' : 'Download PDFs'}
    </button>
  );
}
