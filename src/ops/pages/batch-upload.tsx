/** Mark paid from the bank's CSV (reference, transfer reference): each line's result is listed. */
import { useState, type SyntheticEvent } from 'react';
import type { BatchLineResult } from '@contract/ops';
import { Button } from '@/components/ui/button';
import { useLanguage, useT } from '@/i18n/language-context';
import { opsApi } from '../api';
import { errorText } from '../components/error-text';
import { opsMessages } from '../messages';

export function BatchUpload({ onDone }: { onDone: () => void }) {
  const t = useT(opsMessages);
  const language = useLanguage();
  const [results, setResults] = useState<BatchLineResult[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get('file');
    if (!(file instanceof File) || file.size === 0) return;
    setBusy(true);
    setError(null);
    try {
      const { results: lines } = await opsApi.paidBatch(await file.text());
      setResults(lines);
      onDone();
    } catch (e) {
      setError(errorText(e, t, language));
    } finally {
      setBusy(false);
    }
  };

  const ok = results?.filter((r) => r.ok).length ?? 0;
  return (
    <section
      aria-labelledby="batch-title"
      className="rounded-card border border-line bg-surface-raised p-4 shadow-card"
    >
      <h2 id="batch-title" className="text-lg font-semibold">
        {t('batchTitle')}
      </h2>
      <p className="mb-3 text-sm text-ink-muted">{t('batchHint')}</p>
      <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => void submit(e)}>
        <div className="flex flex-col gap-1">
          <label htmlFor="batch-file" className="text-sm font-semibold">
            {t('batchFile')}
          </label>
          <input
            id="batch-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            className="min-h-11 text-sm"
          />
        </div>
        <Button type="submit" variant="secondary" disabled={busy}>
          {t('batchSubmit')}
        </Button>
      </form>
      {error && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
      {results && (
        <div role="status" className="mt-3 text-sm">
          <p className="font-semibold">{t('batchResult', { ok, failed: results.length - ok })}</p>
          <ul className="mt-1 flex flex-col gap-1">
            {results.map((r) => (
              <li key={r.line} className={r.ok ? 'text-ink' : 'text-danger'}>
                {t('batchLine', { line: r.line, reference: r.reference })}:{' '}
                {r.ok ? t('statusWord', { status: 'paid' }) : r.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
