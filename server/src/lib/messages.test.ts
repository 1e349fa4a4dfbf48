/**
 * Issue 14, item 2: no library's default text ever reaches the screen or the API. Every exported
 * schema of the contract and of the server's modules is fed a battery of bad inputs, and every
 * message that comes back must be one of ours, never zod's own English ("Too big: expected
 * string to have <=60 characters").
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contractValidation from '../../../contract/validation';
import * as contractLanguage from '../../../contract/language-schema';
import * as contractProfile from '../../../contract/profile';
import * as accountRoutes from '../modules/accounts/routes';
import * as accountSchemas from '../modules/accounts/schemas';
import * as bbrHttp from '../modules/bbr/http-helpers';
import * as contactRoutes from '../modules/contact/routes';
import * as regionalRoutes from '../modules/regional/routes';
import * as contractKyc from '../../../contract/kyc';
import * as contractRights from '../../../contract/member-rights';
import * as auditRoutes from '../modules/audit/routes';
import * as kycOpsRoutes from '../modules/kyc/ops-routes';
import * as kycRoutes from '../modules/kyc/routes';
import * as operatorRoutes from '../modules/operators/routes';
import * as referralRoutes from '../modules/referrals/routes';
import * as withdrawalOpsRoutes from '../modules/withdrawals/ops-routes';
import * as treeRoutes from '../modules/tree/routes';
import * as walletRoutes from '../modules/wallet/routes';
import * as statementRoutes from '../modules/wallet/statement-routes';
import * as withdrawalRoutes from '../modules/withdrawals/routes';
import * as withdrawalRules from '../modules/withdrawals/rules';
import * as campaignOpsRoutes from '../modules/bbr/ops-routes';
import * as ledgerOpsInput from '../modules/ledger-ops/input';
import * as memberOpsRoutes from '../modules/member-ops/ops-routes';
import * as countryOpsRoutes from '../modules/regional/ops-routes';
import * as reportOpsRoutes from '../modules/reports/ops-routes';
import * as rideImportRoutes from '../modules/ride-imports/routes';

type Schema = z.ZodType;

/** Every module that holds zod schemas, by its path from the repository's root. */
const MODULES: Record<string, Record<string, unknown>> = {
  'contract/validation.ts': contractValidation,
  'contract/language-schema.ts': contractLanguage,
  'contract/profile.ts': contractProfile,
  'server/src/modules/accounts/routes.ts': accountRoutes,
  'server/src/modules/accounts/schemas.ts': accountSchemas,
  'server/src/modules/bbr/http-helpers.ts': bbrHttp,
  'server/src/modules/contact/routes.ts': contactRoutes,
  'server/src/modules/regional/routes.ts': regionalRoutes,
  'server/src/modules/tree/routes.ts': treeRoutes,
  'server/src/modules/wallet/routes.ts': walletRoutes,
  'server/src/modules/wallet/statement-routes.ts': statementRoutes,
  'server/src/modules/withdrawals/routes.ts': withdrawalRoutes,
  'server/src/modules/withdrawals/rules.ts': withdrawalRules,
  'contract/kyc.ts': contractKyc,
  'contract/member-rights.ts': contractRights,
  'server/src/modules/audit/routes.ts': auditRoutes,
  'server/src/modules/kyc/ops-routes.ts': kycOpsRoutes,
  'server/src/modules/kyc/routes.ts': kycRoutes,
  'server/src/modules/operators/routes.ts': operatorRoutes,
  'server/src/modules/referrals/routes.ts': referralRoutes,
  'server/src/modules/withdrawals/ops-routes.ts': withdrawalOpsRoutes,
  'server/src/modules/bbr/ops-routes.ts': campaignOpsRoutes,
  'server/src/modules/ledger-ops/input.ts': ledgerOpsInput,
  'server/src/modules/member-ops/ops-routes.ts': memberOpsRoutes,
  'server/src/modules/regional/ops-routes.ts': countryOpsRoutes,
  'server/src/modules/reports/ops-routes.ts': reportOpsRoutes,
  'server/src/modules/ride-imports/routes.ts': rideImportRoutes,
};

/** Modules that import zod for something other than schemas (its global config). */
const WITHOUT_SCHEMAS = ['contract/zod-messages.ts'];

/** Exports that build a schema from an argument. */
const FACTORIES: Record<string, Record<string, unknown[]>> = {
  'contract/validation.ts': { signupFormSchema: [true, false] },
  'contract/kyc.ts': { kycFieldsSchema: ['2026-11-26'] },
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function schemasOf(file: string): [string, Schema][] {
  const found: [string, Schema][] = [];
  for (const [name, value] of Object.entries(MODULES[file] ?? {})) {
    if (value instanceof z.ZodType) found.push([name, value]);
    for (const arg of FACTORIES[file]?.[name] ?? []) {
      const built = (value as (a: unknown) => unknown)(arg);
      if (built instanceof z.ZodType) found.push([`${name}(${String(arg)})`, built]);
    }
  }
  return found;
}

// --- Inputs -------------------------------------------------------------------------------

const GOOD_STRINGS = [
  'Abcdefg1',
  'sara@example.com',
  '123456',
  'sara_01',
  'Male',
  '2026-03',
  '+971501234567',
  '5012345678',
  'AE070331234567890123456',
  'Sara Khan',
  'United Arab Emirates',
  '42',
  'abc',
];

const LONG = (n: number) => 'x'.repeat(n);
const GARBAGE: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x',
  LONG(61),
  LONG(101),
  LONG(201),
  LONG(255),
  LONG(301),
  LONG(10_001),
  'Aa1'.repeat(50),
  '1'.repeat(40),
  'not-one-of-the-choices',
  '2026-13',
  '\u202Eevil',
  'a\u0000b',
  '12.345',
  '-5',
  '0',
  '1e400',
  '99999999999999999999',
  -1,
  0,
  0.5,
  1.5,
  1e21,
  Number.MAX_SAFE_INTEGER * 4,
  -1e21,
  NaN,
  Infinity,
  true,
  false,
  [],
  ['x', 1],
  {},
  { nested: [{ deeper: null }, 'garbage'] },
];

type Def = {
  type: string;
  shape?: Record<string, Schema>;
  options?: Schema[];
  innerType?: Schema;
  in?: Schema;
  values?: unknown[];
  entries?: Record<string, unknown>;
};
const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Plausible values for a schema, valid ones first where we can find them. */
function candidates(schema: Schema): unknown[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const base: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) base[key] = goodValue(field);
      return [base];
    }
    case 'union':
      return (def.options ?? []).flatMap(candidates);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return def.innerType ? [...candidates(def.innerType), undefined] : [undefined];
    case 'pipe':
      return def.in ? candidates(def.in) : [];
    case 'literal':
      return def.values ?? [];
    case 'enum':
      return Object.values(def.entries ?? {});
    case 'number':
    case 'int':
      return [1, '1', 20, 60];
    case 'boolean':
      return [true];
    default:
      return [...GOOD_STRINGS, 1];
  }
}

function goodValue(schema: Schema): unknown {
  const all = candidates(schema);
  return all.find((v) => schema.safeParse(v).success) ?? all[0];
}

/** Objects whose fields are each good, one per union branch. */
function bases(schema: Schema): Record<string, unknown>[] {
  return candidates(schema).filter(
    (v): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v),
  );
}

function fieldsOf(schema: Schema): string[] {
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.type === 'union') return [...new Set((def.options ?? []).flatMap(fieldsOf))];
  if (def.type === 'pipe' && def.in) return fieldsOf(def.in);
  if (def.innerType) return fieldsOf(def.innerType);
  return [];
}

/** The battery: the whole input replaced by garbage, then each field of each good base. */
function badInputs(schema: Schema): unknown[] {
  const inputs: unknown[] = [...GARBAGE];
  for (const base of bases(schema)) {
    inputs.push({ ...base, role: 'admin', nested: { garbage: [1] } });
    for (const key of fieldsOf(schema)) {
      for (const value of GARBAGE) inputs.push({ ...base, [key]: value });
      // Another valid-looking value, so cross-field rules (matching passwords) run too.
      for (const other of GOOD_STRINGS) inputs.push({ ...base, [key]: other });
    }
  }
  return inputs;
}

// --- Judging messages ---------------------------------------------------------------------

const zodDefault = z.locales.en().localeError;

// zod's own English phrasings (zod 4's English locale), in case a default is worded by a
// version other than the one we compute with.
const ZOD_PHRASES =
  /^(Invalid input|Invalid option|Invalid (string|number|key|element|discriminator)|Too (big|small)|Unrecognized keys?|Required$)|expected .*, received |expected one of|expected (string|number|array|set|file|date|bigint|int) to (have|be)/i;

interface Finding {
  schema: string;
  input: string;
  path: string;
  code: string;
  message: string;
}

function show(input: unknown): string {
  // JSON.stringify answers undefined for undefined, whatever its declared type says.
  const text = JSON.stringify(input, (_k, v: unknown) =>
    typeof v === 'string' && v.length > 20 ? `${v.slice(0, 8)}…(${v.length})` : v,
  ) as string | undefined;
  return text === undefined ? String(input) : text.slice(0, 160);
}

function walk(judge: (issue: z.core.$ZodIssue & { input?: unknown }) => boolean): Finding[] {
  const findings: Finding[] = [];
  for (const file of Object.keys(MODULES)) {
    for (const [name, schema] of schemasOf(file)) {
      for (const input of badInputs(schema)) {
        const result = schema.safeParse(input, { reportInput: true });
        if (result.success) continue;
        for (const issue of result.error.issues) {
          if (judge(issue)) continue;
          findings.push({
            schema: `${file}#${name}`,
            input: show(input),
            path: issue.path.map(String).join('.'),
            code: issue.code,
            message: issue.message,
          });
        }
      }
    }
  }
  // One line per schema, field and message keeps a failure readable.
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.schema}|${f.path}|${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const isOurs = (issue: z.core.$ZodIssue) =>
  issue.message.trim() !== '' &&
  issue.message !== zodDefault(issue as never) &&
  !ZOD_PHRASES.test(issue.message);

describe('messages a person would write (issue 14)', () => {
  it('lists every contract and server module that builds zod schemas', () => {
    const dirs = ['contract', 'server/src/modules'];
    const files: string[] = [];
    const visit = (dir: string) => {
      for (const name of readdirSync(path.join(root, dir))) {
        const rel = `${dir}/${name}`;
        if (statSync(path.join(root, rel)).isDirectory()) visit(rel);
        else if (/(?<!\.test)\.ts$/.test(name)) files.push(rel);
      }
    };
    dirs.forEach(visit);
    const withSchemas = files.filter(
      (file) =>
        !WITHOUT_SCHEMAS.includes(file) &&
        /^import \{[^}]*\bz\b[^}]*\} from 'zod'/m.test(readFileSync(path.join(root, file), 'utf8')),
    );
    // A module may build schemas from the contract's without importing zod (contact), so the
    // list may hold more than these; it must hold at least these.
    expect(withSchemas.filter((file) => !(file in MODULES))).toEqual([]);
    for (const file of Object.keys(MODULES)) expect(schemasOf(file).length).toBeGreaterThan(0);
  });

  it('answers every bad input of every schema with our words, never zod’s defaults', () => {
    const findings = walk(isOurs);
    expect(findings).toEqual([]);
  });

  describe('every limit has its own sentence', () => {
    const previous = z.config().customError;
    afterEach(() => {
      z.config({ customError: previous });
    });

    it('never leaves a length, format, choice or rule to the safety net', () => {
      // The global safety net turns any unworded issue into a sentence of ours; here it is
      // replaced by a marker, so every limit a schema leaves unworded shows up. A wrong type is
      // left to the net (it words it from the field's name), and so are unknown fields, which
      // parseInput drops before anyone sees them (DECISIONS 40).
      const MARK = '<<unworded>>';
      z.config({ customError: () => MARK });
      const findings = walk(
        (issue) =>
          issue.message !== MARK ||
          issue.code === 'invalid_type' ||
          issue.code === 'unrecognized_keys',
      );
      expect(findings).toEqual([]);
    });
  });
});
