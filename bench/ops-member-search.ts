/**
 * `npx tsx bench/ops-member-search.ts`: the console's member search (issue 30) with
 * BENCH_MEMBERS (100,000) members, on SQLite and on PostgreSQL (DATABASE_URL or
 * TEST_DATABASE_URL names the server; a throwaway database `rihla_member_search_bench` is made
 * there), against a real server process on loopback with a support operator's cookie. Closed
 * loop, one request at a time, BENCH_SEARCHES (600) searches of each kind a person types: a whole
 * username, the start of one, a first name (thousands of matches), a full name, an e-mail, a
 * phone in local form (050 123 4567) and in +971 form. Seeding is batched inserts (500 rows).
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../server/src/db/database';
import { openDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { createOpsSession, OPS_COOKIE } from '../server/src/modules/operators/sessions';
import { percentiles } from './lib/cannon';
import { loadNow, writeGenerated } from './lib/doc';
import { freshPgDatabase } from './lib/pg-database';
import { startApiServer } from './lib/server';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 600);
const PG_BASE =
  process.env.DATABASE_URL?.startsWith('postgres') === true
    ? process.env.DATABASE_URL
    : (process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const PG_DB = 'rihla_member_search_bench';
const DIR = path.resolve('.cache/bench-member-search');
const log = (line: string) => process.stdout.write(`${line}\n`);
const ms = (n: number) => `${n.toFixed(1)} ms`;

const FIRST = [
  'Sami',
  'Layla',
  'Omar',
  'Mona',
  'Rashid',
  'Fatima',
  'Yusuf',
  'Aisha',
  'Khalid',
  'Noura',
  'Hamad',
  'Mariam',
  'Tariq',
  'Huda',
  'Zayed',
  'Salma',
  'Faisal',
  'Reem',
  'Majid',
  'Amna',
  'Priya',
  'Arjun',
  'Maria',
  'John',
  'Chen',
  'Ivan',
  'Ahmed',
  'Sara',
  'Ali',
  'Dana',
];
const LAST = [
  'Haddad',
  'Saeed',
  'Mansoori',
  'Khan',
  'Nair',
  'Qasimi',
  'Shamsi',
  'Suwaidi',
  'Mazrouei',
  'Kaabi',
  'Dhaheri',
  'Nuaimi',
  'Falasi',
  'Hosani',
  'Zaabi',
  'Sharma',
  'Santos',
  'Smith',
  'Wang',
  'Petrov',
];

/** Deterministic per index, so queries can name members without reading them back. */
function memberOf(i: number) {
  const first = FIRST[i % FIRST.length] ?? 'Sami';
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length] ?? 'Haddad';
  const username = `${first.toLowerCase()}${String(i)}`;
  const national = `50${String(1_000_000 + i).slice(-7)}`;
  return { first, last, username, email: `${username}@example.ae`, national };
}

async function seed(db: Db): Promise<void> {
  const now = new Date().toISOString();
  const BATCH = 500;
  for (let start = 0; start < MEMBERS; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(start + BATCH, MEMBERS); i += 1) {
      const m = memberOf(i);
      const closed = i % 100 === 99;
      rows.push({
        id: i.toString(16).padStart(24, '0'),
        username: m.username,
        username_lower: m.username,
        first_name: closed ? 'Former member' : m.first,
        last_name: closed ? '' : m.last,
        email: closed ? `closed-${String(i)}@closed.invalid` : m.email,
        phone: closed ? `#closed${String(i)}` : `+971${m.national}`,
        phone_national: closed ? '' : m.national,
        country: 'UAE',
        gender: 'Other',
        password_hash: '!bench',
        sponsor_code: `${i.toString(16).padStart(8, '0')}-${String(i % 1_000_000).padStart(6, '0')}`,
        sponsor_member_id: null,
        sponsor_by: null,
        role: 'customer',
        kyc_level: 0,
        kyc_status: null,
        selfie_image: null,
        date_of_birth: null,
        deceased_at: null,
        heir_name: null,
        crr_rank: 'None',
        crr_rank_at: null,
        pgp_total: 0,
        tgp_total: 0,
        created_at: now,
        updated_at: now,
        closed_at: closed ? now : null,
      });
    }
    await db.insertInto('members').values(rows).execute();
  }
}

async function operatorCookie(db: Db): Promise<string> {
  const now = new Date().toISOString();
  const id = 'b'.repeat(24);
  await db
    .insertInto('operators')
    .values({
      id,
      email: 'bench@ops.test',
      name: 'Bench Support',
      roles: 'support',
      status: 'active',
      password_hash: null,
      totp_secret: null,
      totp_last_step: null,
      setup_token_hash: null,
      setup_expires_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return `${OPS_COOKIE}=${await createOpsSession(db, id, '127.0.0.1')}`;
}

type Kind =
  | 'username'
  | 'username start'
  | 'first name'
  | 'full name'
  | 'e-mail'
  | 'phone 050'
  | 'phone +971';
const KINDS: Kind[] = [
  'username',
  'username start',
  'first name',
  'full name',
  'e-mail',
  'phone 050',
  'phone +971',
];

function queryFor(kind: Kind, i: number): string {
  const m = memberOf(i);
  const n = m.national; // 50 and seven digits
  switch (kind) {
    case 'username':
      return m.username.toUpperCase();
    case 'username start':
      return m.username.slice(0, m.first.length + 2);
    case 'first name':
      return m.first;
    case 'full name':
      return `${m.first} ${m.last.slice(0, 3)}`;
    case 'e-mail':
      return m.email;
    case 'phone 050':
      return `0${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`;
    case 'phone +971':
      return `+971 ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`;
  }
}

interface Figures {
  flavour: string;
  seedSeconds: number;
  byKind: Map<Kind, ReturnType<typeof percentiles>>;
  all: ReturnType<typeof percentiles>;
}

async function measure(flavour: string, url: string): Promise<Figures> {
  const handle = openDatabase(
    url.startsWith('sqlite:') ? { kind: 'sqlite', file: url.slice(7) } : { kind: 'postgres', url },
  );
  await migrateToLatest(handle.db);
  const t = performance.now();
  await seed(handle.db);
  await sql.raw(flavour === 'SQLite' ? 'analyze' : 'vacuum analyze').execute(handle.db);
  const seedSeconds = (performance.now() - t) / 1000;
  log(`${flavour}: seeded ${MEMBERS} members in ${seedSeconds.toFixed(1)} s`);
  const cookie = await operatorCookie(handle.db);
  await handle.close();
  const server = await startApiServer(url, path.join(DIR, flavour));
  try {
    const search = async (q: string) => {
      const started = performance.now();
      const res = await fetch(`${server.base}/api/ops/members?q=${encodeURIComponent(q)}`, {
        headers: { cookie },
      });
      const body = (await res.json()) as { members?: unknown[] };
      if (!res.ok || !body.members) throw new Error(`search ${q}: ${res.status}`);
      return { ms: performance.now() - started, hits: body.members.length };
    };
    for (let w = 0; w < 50; w += 1)
      await search(queryFor(KINDS[w % KINDS.length] ?? 'username', w * 7919));
    const byKind = new Map<Kind, number[]>();
    const all: number[] = [];
    let seed = 12345;
    for (let s = 0; s < SEARCHES * KINDS.length; s += 1) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const kind = KINDS[s % KINDS.length] ?? 'username';
      let i = seed % MEMBERS;
      if (i % 100 === 99) i -= 1; // closed members are not found by what was erased
      const r = await search(queryFor(kind, i));
      if (r.hits === 0) throw new Error(`${kind} ${queryFor(kind, i)}: nothing found`);
      (byKind.get(kind) ?? byKind.set(kind, []).get(kind))?.push(r.ms);
      all.push(r.ms);
    }
    const f: Figures = {
      flavour,
      seedSeconds,
      byKind: new Map([...byKind].map(([k, v]) => [k, percentiles(v)])),
      all: percentiles(all),
    };
    log(
      `${flavour}: all ${all.length} searches p50 ${ms(f.all.p50)} p99 ${ms(f.all.p99)} max ${ms(f.all.max)}; ${[...f.byKind].map(([k, p]) => `${k} p99 ${ms(p.p99)}`).join(', ')}`,
    );
    return f;
  } finally {
    await server.stop();
  }
}

async function dropPg(): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_BASE });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${PG_DB}`).catch(() => undefined);
  await admin.end();
}

async function main(): Promise<void> {
  const load = loadNow();
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const results = [await measure('SQLite', `sqlite:${path.join(DIR, 'search.db')}`)];
  const pgUrl = await freshPgDatabase(PG_BASE, PG_DB, log);
  if (pgUrl) {
    try {
      results.push(await measure('PostgreSQL', pgUrl));
    } finally {
      await dropPg();
    }
  }
  rmSync(DIR, { recursive: true, force: true });
  const row = (f: Figures) =>
    `| ${f.flavour} | ${ms(f.all.p50)} | ${ms(f.all.p99)} | ${ms(f.all.max)} | ${KINDS.map((k) => ms(f.byKind.get(k)?.p99 ?? 0)).join(' | ')} | ${f.seedSeconds.toFixed(0)} s |`;
  writeGenerated(
    'Console',
    'ops-member-search',
    `Member search (\`GET /api/ops/members?q=\`, a support operator's cookie) with ${MEMBERS.toLocaleString('en-US')} members (1% closed), real server process on loopback, one request at a time, ${SEARCHES} searches of each kind (\`npx tsx bench/ops-member-search.ts\`, ${new Date().toISOString().slice(0, 10)}, load average ${load} at the start). Each way of matching is one index range (prefix on the lower-cased username, e-mail, first and last name; the phone exactly), merged by username, 20 a page.

| database | p50 | p99 | max | ${KINDS.map((k) => `${k} p99`).join(' | ')} | seeding |
|---|---|---|---|${KINDS.map(() => '---').join('|')}|---|
${results.map(row).join('\n')}`,
  );
  log('Wrote the "Console" section of docs/performance.md.');
}

await main();
