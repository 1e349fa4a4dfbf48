import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors';
import { parseInput } from './validate';

const schema = z.strictObject({
  name: z.string().min(1, 'Name is required'),
  address: z.strictObject({ city: z.string() }).optional(),
});

function debugLog() {
  const lines: object[] = [];
  return { lines, debug: (details: object) => void lines.push(details) };
}

describe('parseInput (DECISIONS 40)', () => {
  it('drops unknown fields at any depth, logs their names at debug and keeps the known ones', () => {
    const log = debugLog();
    const input = { name: 'Sara', role: 'admin', address: { city: 'Dubai', zip: '1' } };
    expect(parseInput(schema, input, log)).toEqual({ name: 'Sara', address: { city: 'Dubai' } });
    expect(log.lines).toEqual([{ ignoredFields: ['address.zip', 'role'] }]);
    // The caller's object is left as it was.
    expect(input).toHaveProperty('role', 'admin');
  });

  it('still refuses a bad value of a known field with its message when unknown fields ride along', () => {
    const run = () => parseInput(schema, { name: '', extra: 1 });
    expect(run).toThrow(AppError);
    expect(run).toThrow('Name is required');
  });

  it('logs nothing when the body has only known fields', () => {
    const log = debugLog();
    parseInput(schema, { name: 'Sara' }, log);
    expect(log.lines).toEqual([]);
  });
});
