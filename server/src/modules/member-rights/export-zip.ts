/**
 * The "Download my data" ZIP: everything as one JSON file and as CSV tables, and the statement
 * as the wallet's own CSV. Built in memory: a member's data is small (10,000 ledger lines are
 * about 1 MB of CSV before compression).
 */
import JSZip from 'jszip';
import type { AppContext } from '../../context';
import { csvText, statementCsv } from '../wallet/statement-csv';
import { exportData, type ExportData } from './export-data';

type Cell = string | number | null;

function csv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const cell = (v: Cell) => (typeof v === 'number' ? String(v) : csvText(v ?? ''));
  const lines = [header, ...rows].map((r) => r.map(cell).join(','));
  // A byte order mark so spreadsheet programs read Arabic names, as the statement does.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function tableOf(rows: readonly Record<string, Cell>[]): string {
  const header = Object.keys(rows[0] ?? {});
  return csv(
    header,
    rows.map((r) => header.map((k) => r[k] ?? null)),
  );
}

async function statementText(ctx: AppContext, memberId: string): Promise<string> {
  let text = '';
  for await (const chunk of statementCsv(ctx.db, memberId, {})) text += chunk;
  return text;
}

const README = `Your Rihla data
================

my-data.json     everything below in one file
profile.csv      your profile, consent and sponsor
team.csv         the members you referred directly
statement.csv    your wallet statement, every line
withdrawals.csv  your withdrawal requests
sessions.csv     the devices you signed in on

Identity (KYC) images are not included. To ask about anything here, write to us from the
Contact page of our website.
`;

export async function buildExportZip(ctx: AppContext, memberId: string): Promise<Buffer> {
  const data: ExportData = await exportData(ctx, memberId);
  const zip = new JSZip();
  zip.file('README.txt', README);
  zip.file('my-data.json', `${JSON.stringify(data, null, 2)}\n`);
  const profileRows: Cell[][] = [
    ...Object.entries(data.profile),
    ['termsVersion', data.consents.termsVersion],
    ['termsAcceptedAt', data.consents.acceptedAt],
    ['sponsorUsername', data.sponsor?.username ?? null],
  ];
  zip.file('profile.csv', csv(['field', 'value'], profileRows));
  zip.file(
    'team.csv',
    csv(
      ['username', 'joinedAt'],
      data.directTeam.map((t) => [t.username, t.joinedAt]),
    ),
  );
  zip.file('statement.csv', await statementText(ctx, memberId));
  zip.file(
    'withdrawals.csv',
    data.withdrawals.length
      ? tableOf(data.withdrawals)
      : csv(['reference', 'amountAed', 'method', 'status', 'createdAt'], []),
  );
  zip.file(
    'sessions.csv',
    csv(
      ['device', 'createdAt', 'expiresAt', 'endedAt'],
      data.sessions.map((s) => [s.device, s.createdAt, s.expiresAt, s.endedAt]),
    ),
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
