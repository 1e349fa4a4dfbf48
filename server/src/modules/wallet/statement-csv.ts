/**
 * The statement as CSV (RFC 4180): UTF-8 with a byte order mark so Excel reads Arabic names,
 * CRLF line ends, and safe against formula injection: a text cell starting with =, +, -, @ (or a
 * tab or carriage return) gets a leading apostrophe; amounts are written as plain numbers
 * (-100.00) and left alone; a line that moves no money (an approval after its hold) leaves the
 * amount empty. Times are Dubai wall time with their offset; the programme is given as its
 * stable code and in words, in the language asked for (DECISIONS 45). Rows are produced page by page from the ledger, so a year of
 * 100,000 entries streams in constant memory.
 */
import type { Language } from '../../../../contract/language';
import type { StatementEntry } from '../../../../contract/wallet';
import type { Db } from '../../db/database';
import { dubaiIso } from '../../lib/dubai-time';
import { describeRows, rawPage, statementFilter, type StatementOptions } from './statement';
import type { StatementCursor } from './statement-cursor';
import { entryWords, programmeWords } from './statement-words';

const PAGE = 500;
export const CSV_HEADER: Record<Language, string[]> = {
  en: [
    'Date (Dubai)',
    'Programme code',
    'Programme',
    'Description',
    'Amount (AED)',
    'Balance after (AED)',
  ],
  ar: [
    'التاريخ (توقيت دبي)',
    'رمز البرنامج',
    'البرنامج',
    'الوصف',
    'المبلغ (د.إ)',
    'الرصيد بعد العملية (د.إ)',
  ],
};

/** One text cell, escaped for formulas and quoted when it must be. */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** An amount: a plain number with two decimals, never escaped. */
export const csvAmount = (aed: number): string => aed.toFixed(2);

export function csvLine(e: StatementEntry, lang: Language = 'en'): string {
  return [
    csvText(dubaiIso(e.postedAt)),
    csvText(e.programme),
    csvText(programmeWords(e.programme, lang)),
    csvText(entryWords(e, lang)),
    e.amount === 0 ? '' : csvAmount(e.amount),
    csvAmount(e.balanceAfter),
  ].join(',');
}

/** The whole file, chunk by chunk: the BOM and header, then one chunk per page of rows. */
export async function* statementCsv(
  db: Db,
  memberId: string,
  o: Pick<StatementOptions, 'programme' | 'month'>,
  lang: Language = 'en',
): AsyncGenerator<string> {
  yield `\uFEFF${CSV_HEADER[lang].map(csvText).join(',')}\r\n`;
  const filter = statementFilter(o);
  let cursor: StatementCursor | null = null;
  do {
    const { rows, next }: Awaited<ReturnType<typeof rawPage>> = await rawPage(
      db,
      memberId,
      filter,
      PAGE,
      cursor,
    );
    const entries = await describeRows(db, rows);
    if (entries.length) yield entries.map((e) => `${csvLine(e, lang)}\r\n`).join('');
    cursor = next;
  } while (cursor);
}
