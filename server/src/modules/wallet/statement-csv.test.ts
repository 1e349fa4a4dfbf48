import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, tokenFor } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { credit, type LedgerEntry } from './ledger';
import { csvText } from './statement-csv';

describe('csvText', () => {
  it('escapes text that a spreadsheet would read as a formula, and quotes when it must', () => {
    expect(csvText('=1+2')).toBe("'=1+2");
    expect(csvText('+971')).toBe("'+971");
    expect(csvText('-5')).toBe("'-5");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('a "b", c')).toBe('"a ""b"", c"');
    expect(csvText('line\nbreak')).toBe('"line\nbreak"');
    expect(csvText('plain')).toBe('plain');
  });
});

const HEADER = 'Date (Dubai),Programme code,Programme,Description,Amount (AED),Balance after (AED)';

describe.each(DB_FLAVOURS)('GET /api/wallet/statement.csv (%s)', (flavour) => {
  let t: TestApp;
  let member: string;
  const csv = async (query = '', as = member) =>
    t.app.inject({
      method: 'GET',
      url: `/api/wallet/statement.csv${query}`,
      headers: { authorization: `Bearer ${await tokenFor(t.app, as)}` },
    });

  beforeAll(async () => {
    t = await createTestApp(flavour);
    member = await addMember(t.app.ctx.db, { username: 'csv_member' });
    const rows: [LedgerEntry['programme'], number, string, string, string][] = [
      ['bbr', 200_00, '=SUM(A1)', '2026-01-01T08:00:00.000Z', 'bbr:c1'],
      ['bbr', 10_50, 'مكافأة الحملة', '2026-01-02T08:00:00.000Z', 'bbr:c2'],
      ['bbr', 1_00, '@cmd', '2026-01-03T08:00:00.000Z', 'bbr:c3'],
      ['bbr', 2_00, '-2+3', '2026-02-01T08:00:00.000Z', 'bbr:c4'],
      ['bbr', 3_00, 'Bonus, "big"', '2026-02-02T08:00:00.000Z', 'bbr:c5'],
      ['payout', -100_00, 'Payout PO-9', '2026-02-03T08:00:00.000Z', `payout:${member}:PO-9`],
    ];
    for (const [programme, amountFils, description, postedAt, sourceKey] of rows) {
      await t.app.ctx.db
        .transaction()
        .execute((trx) =>
          credit(trx, { memberId: member, programme, amountFils, description, sourceKey }),
        );
      // As if posted then: the CSV's dates are posting times.
      await t.app.ctx.db
        .updateTable('ledger')
        .set({ posted_at: postedAt })
        .where('source_key', '=', sourceKey)
        .execute();
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('streams the statement byte for byte: BOM, CRLF, quoting, formula escaping, Arabic', async () => {
    const res = await csv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="rihla-statement-all.csv"',
    );
    const bbr = 'bbr,Booster campaign (BBR)';
    const expected =
      `\uFEFF${HEADER}\r\n` +
      '2026-02-03T12:00:00+04:00,payout,Payout,Payout PO-9,-100.00,116.50\r\n' +
      `2026-02-02T12:00:00+04:00,${bbr},"Bonus, ""big""",3.00,216.50\r\n` +
      `2026-02-01T12:00:00+04:00,${bbr},'-2+3,2.00,213.50\r\n` +
      `2026-01-03T12:00:00+04:00,${bbr},'@cmd,1.00,211.50\r\n` +
      `2026-01-02T12:00:00+04:00,${bbr},مكافأة الحملة,10.50,210.50\r\n` +
      `2026-01-01T12:00:00+04:00,${bbr},'=SUM(A1),200.00,200.00\r\n`;
    expect(res.rawPayload.equals(Buffer.from(expected, 'utf8'))).toBe(true);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('applies the same filters as the statement', async () => {
    const res = await csv('?month=2026-01&programme=bbr');
    const lines = res.body.replace('\uFEFF', '').split('\r\n');
    expect(lines).toHaveLength(5); // header, three rows, and the empty string after the last CRLF
    expect(lines[1]).toBe("2026-01-03T12:00:00+04:00,bbr,Booster campaign (BBR),'@cmd,1.00,211.50");
    expect((await csv('?month=26-01')).statusCode).toBe(400);
  });

  it('needs a session and exports only the caller’s own entries', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/wallet/statement.csv' })).statusCode,
    ).toBe(401);
    const other = await addMember(t.app.ctx.db);
    const res = await csv(`?memberId=${member}`, other);
    expect(res.body).toBe(`\uFEFF${HEADER}\r\n`);
  });

  it('speaks the language of the page it was downloaded from', async () => {
    const res = await csv('?lang=ar&programme=payout');
    expect(res.body).toBe(
      '\uFEFFالتاريخ (توقيت دبي),رمز البرنامج,البرنامج,الوصف,المبلغ (د.إ),الرصيد بعد العملية (د.إ)\r\n' +
        '2026-02-03T12:00:00+04:00,payout,صرف المستحقات,صرف المستحقات PO-9,-100.00,116.50\r\n',
    );
    expect((await csv('?lang=fr')).statusCode).toBe(400);
  });
});
