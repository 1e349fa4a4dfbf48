import { describe, expect, it } from 'vitest';
import { csvLine, parseCsv } from './csv';

describe('csv', () => {
  it('quotes what needs it and defuses spreadsheet formulas', () => {
    expect(csvLine(['a,b', 'say "hi"', '=SUM(A1)', '-5', 12.5, null])).toBe(
      '"a,b","say ""hi""",\'=SUM(A1),\'-5,12.5,',
    );
  });

  it('reads quoted cells, CRLF, semicolons and a byte-order mark, dropping blank lines', () => {
    expect(parseCsv('\uFEFFref,"x, y"\r\n\r\nWD-1;FT "2"\n')).toEqual([
      ['ref', 'x, y'],
      ['WD-1', 'FT "2"'],
    ]);
  });
});
