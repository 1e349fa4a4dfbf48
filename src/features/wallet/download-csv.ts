/** Fetches the filtered statement as CSV and saves it; file-saver is loaded only when used. */
import type { StatementQuery } from '@contract/wallet';
import { walletApi } from './api';

type SaveAs = (data: Blob, filename: string) => void;

// file-saver is UMD: the bundler hands it over named or as the default export.
function saveAsOf(mod: unknown): SaveAs {
  const m = mod as { saveAs?: SaveAs; default?: SaveAs & { saveAs?: SaveAs } };
  const fn = m.saveAs ?? m.default?.saveAs ?? m.default;
  if (typeof fn !== 'function') throw new Error('file-saver did not load');
  return fn;
}

export const csvFileName = (q: Pick<StatementQuery, 'programme' | 'month'>) =>
  `rihla-statement-${q.month ?? 'all'}${q.programme ? `-${q.programme}` : ''}.csv`;

export async function downloadStatementCsv(
  q: Pick<StatementQuery, 'programme' | 'month'>,
): Promise<void> {
  const [blob, fileSaver] = await Promise.all([walletApi.statementCsv(q), import('file-saver')]);
  saveAsOf(fileSaver)(blob, csvFileName(q));
}
