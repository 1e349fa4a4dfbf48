/**
 * Recording a completed ride: in one transaction the ride row (its id is the idempotency key),
 * points, monthly points, DDR credits, pool accounting, stored totals, CRR ranks, then the BBR
 * and regional hooks. A ride recorded twice (even by two processes at once) credits once: the
 * ride insert is `on conflict do nothing`, and everything else runs only when it wrote a row.
 * The same id with a different rider, driver, fare or time is a RideConflict (409).
 */
import { sql, type Transaction } from 'kysely';
import { dubaiMonthKey } from '../../lib/dubai-time';
import type { Db } from '../../db/database';
import { preparedRowsQuery, preparedValuesQuery } from '../../db/prepared';
import { retryOnConflict } from '../../db/retry';
import type { Database } from '../../db/schema';
import { bbrOnRide } from '../bbr/ride-hook';
import { regionalOnRide } from '../regional/ride-hook';
import { creditMany, type LedgerEntry } from './ledger';
import { splitFare, type FareSplit } from './money';
import { evaluateRankRows, type RankCandidate, type RankChange } from './ranks';
import { CRR_RANKS, DDR_LEVEL_COUNT, POINTS } from './reward-config';
import type { RecordedRide, RideHook, Upline } from './ride-types';
import type { MonthlyPointsTable } from '../../db/tables/core';
import type { RidesTable } from './tables';
import { assertSameRide } from './ride-conflict';
import { prepareRide, TreeCache, type PreparedRide, type RideInput } from './ride-input';
import { emptyDelta, type TotalsDelta } from './totals';

export type { RideInput } from './ride-input';

/** The programmes that react to each new ride, in order (BBR counts it, regional shares). */
export const RIDE_HOOKS: readonly RideHook[] = [bbrOnRide, regionalOnRide];

export interface RideResult {
  recorded: boolean;
  rideId: string;
}

export interface RideDetail extends RideResult {
  split: FareSplit;
  /** How many upline levels of the rider were credited (0-4). */
  uplineLevels: number;
  rankChanges: RankChange[];
}

/** Records one ride in its own transaction. */
export async function recordRide(db: Db, input: RideInput): Promise<RideResult> {
  const { recorded, rideId } = await recordRideDetailed(db, input);
  return { recorded, rideId };
}

// Ancestors never change (a sponsor is fixed, DECISIONS 3), so each database keeps a bounded
// cache of them and a repeat rider costs no tree read.
const treeCaches = new WeakMap<Db, TreeCache>();
function cacheFor(db: Db): TreeCache {
  let cache = treeCaches.get(db);
  if (!cache) treeCaches.set(db, (cache = new TreeCache()));
  return cache;
}

/**
 * Records one ride in its own transaction; `after` runs in it when the ride was written (the
 * CLI's audit row for `record-ride`).
 */
export async function recordRideDetailed(
  db: Db,
  input: RideInput,
  after?: (trx: Transaction<Database>, r: RideDetail) => Promise<void>,
): Promise<RideDetail> {
  const prepared = await prepareRide(db, input, cacheFor(db));
  return retryOnConflict(() =>
    db.transaction().execute(async (trx) => {
      const r = await applyRide(trx, prepared);
      if (r.recorded && after) await after(trx, r);
      return r;
    }),
  );
}

/**
 * Records many rides in one transaction (imports, the demo seed). Inputs are checked first, so a
 * bad one fails the batch before anything is written.
 */
export async function recordRides(
  db: Db,
  inputs: readonly RideInput[],
  cache: TreeCache = cacheFor(db),
  hooks: readonly RideHook[] = RIDE_HOOKS,
): Promise<RideDetail[]> {
  const prepared: PreparedRide[] = [];
  for (const input of inputs) prepared.push(await prepareRide(db, input, cache));
  return retryOnConflict(() =>
    db.transaction().execute(async (trx) => {
      const results: RideDetail[] = [];
      for (const p of prepared) results.push(await applyRide(trx, p, hooks));
      return results;
    }),
  );
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

// The statements every ride runs, compiled once (db/prepared.ts): building them with Kysely
// took longer than SQLite takes to run them.
const insertRide = preparedValuesQuery((db: Db, row: RidesTable) =>
  db
    .insertInto('rides')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id'),
);

/** A member's PGP and TGP gain in hundredths; ids sorted and distinct. */
interface PointsRow {
  id: string;
  pgp: number;
  tgp: number;
}

const addMemberPoints = preparedRowsQuery((db: Db, rows: PointsRow[]) => {
  const caseOf = (pick: 'pgp' | 'tgp') =>
    sql<number>`case id ${sql.join(
      rows.map((r) => sql`when ${r.id} then cast(${r[pick]} as bigint)`),
      sql` `,
    )} else 0 end`;
  return db
    .updateTable('members')
    .set({
      pgp_total: sql`pgp_total + ${caseOf('pgp')}`,
      tgp_total: sql`tgp_total + ${caseOf('tgp')}`,
    })
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    );
});

// Every rank asks for at least these points (hundredths): below them no rank can be reached.
const RANK_MIN_PGP = Math.min(...CRR_RANKS.map((r) => r.pgp * 100));
const RANK_MIN_TGP = Math.min(...CRR_RANKS.map((r) => r.tgp * 100));

/**
 * Of the given members, those whose points could reach a rank. The thresholds are spelled in
 * the SQL: bound values compared with a partial index's condition (members_crr_board) make
 * SQLite prepare the statement again on every call.
 */
const mayReachRank = preparedRowsQuery((db: Db, rows: { id: string }[]) =>
  db
    .selectFrom('members')
    .select(['id', 'pgp_total', 'tgp_total', 'crr_rank'])
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .where('pgp_total', '>=', sql.lit(RANK_MIN_PGP))
    .where('tgp_total', '>=', sql.lit(RANK_MIN_TGP)),
);

const addMonthlyPoints = preparedRowsQuery((db: Db, rows: MonthlyPointsTable[]) =>
  db
    .insertInto('monthly_points')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['member_id', 'month']).doUpdateSet((eb) => ({
        pgp: eb('monthly_points.pgp', '+', eb.ref('excluded.pgp')),
        tgp: eb('monthly_points.tgp', '+', eb.ref('excluded.tgp')),
      })),
    ),
);

export async function applyRide(
  trx: Transaction<Database>,
  p: PreparedRide,
  hooks: readonly RideHook[] = RIDE_HOOKS,
): Promise<RideDetail> {
  const split = splitFare(p.fareFils);
  const paidLevels = p.riderUplines.filter((u) => u.depth <= DDR_LEVEL_COUNT);
  const ddrPaid = paidLevels.reduce((s, u) => s + (split.ddrLevelsFils[u.depth - 1] ?? 0), 0);
  const [inserted] = await insertRide(trx, {
    id: p.rideId,
    rider_id: p.riderId,
    driver_id: p.driverId,
    fare_fils: p.fareFils,
    rewards_fils: split.rewardsFils,
    ddr_pool_fils: split.pools.ddr,
    ddr_paid_fils: ddrPaid,
    crr_pool_fils: split.pools.crr,
    bbr_pool_fils: split.pools.bbr,
    hlr_pool_fils: split.pools.hlr,
    regional_pool_fils: split.pools.regional,
    company_fils: split.companyFils,
    pgp_points: split.pgpHundredths,
    tgp_points: split.tgpHundredths,
    completed_at: p.completedAt,
    month: dubaiMonthKey(p.completedAt),
    recorded_at: new Date().toISOString(),
  });
  const base = { rideId: p.rideId, split, uplineLevels: 0, rankChanges: [] };
  if (!inserted) {
    // The same ride again is a no-op; the same id with other data is a conflict (never merged).
    await assertSameRide(trx, p);
    return { ...base, recorded: false };
  }

  const touched = await addPoints(trx, p, split);
  const entries: LedgerEntry[] = [];
  const teamDeltas = new Map<string, TotalsDelta>();
  for (const u of p.riderUplines) {
    // A leg's TGP counts its whole downline: an ancestor j levels up holds min(j, 4) of the
    // upline levels that just earned TGP.
    const d = emptyDelta();
    d.team_tgp = split.tgpHundredths * Math.min(u.depth, POINTS.tgpUplineLevels);
    teamDeltas.set(u.memberId, d);
    const amount = split.ddrLevelsFils[u.depth - 1];
    if (amount !== undefined && amount > 0) {
      entries.push({
        memberId: u.memberId,
        programme: 'ddr',
        level: u.depth,
        amountFils: amount,
        sourceKey: `ride:${p.rideId}:ddr:${u.depth}`,
        description: `DDR Level ${u.depth} earnings from ride completion`,
        rideId: p.rideId,
        createdAt: p.completedAt,
      });
    }
  }
  await creditMany(trx, entries, teamDeltas);

  const rankChanges = await evaluateRankRows(trx, touched, p.completedAt);
  const ride: RecordedRide = {
    id: p.rideId,
    riderId: p.riderId,
    driverId: p.driverId,
    fareFils: p.fareFils,
    rewardsFils: split.rewardsFils,
    completedAt: p.completedAt,
    riderUplines: levels(p.riderUplines),
    driverUplines: levels(p.driverUplines),
    rankChangedIds: rankChanges.map((c) => c.memberId),
  };
  for (const hook of hooks) await hook(trx, ride);
  return { ...base, recorded: true, uplineLevels: paidLevels.length, rankChanges };
}

const levels = (uplines: readonly Upline[]): Upline[] =>
  uplines.filter((u) => u.depth <= POINTS.tgpUplineLevels);

/**
 * PGP to rider and driver, TGP to the rider's 4 upline levels: accumulated and monthly.
 * Returns the members whose rank this ride may change: of those whose points moved and the
 * higher ancestors, whose legs grew, the ones whose points already meet the lowest rank's, read
 * in one query after the update (a read, so no page is rewritten for the higher ones).
 */
async function addPoints(
  trx: Transaction<Database>,
  p: PreparedRide,
  split: FareSplit,
): Promise<RankCandidate[]> {
  const points = new Map<string, { pgp: number; tgp: number }>();
  const add = (id: string, pgp: number, tgp: number) => {
    const cur = points.get(id) ?? { pgp: 0, tgp: 0 };
    points.set(id, { pgp: cur.pgp + pgp, tgp: cur.tgp + tgp });
  };
  add(p.riderId, split.pgpHundredths, 0);
  add(p.driverId, split.pgpHundredths, 0);
  for (const u of levels(p.riderUplines)) add(u.memberId, 0, split.tgpHundredths);

  const ids = [...points.keys()].sort(byId);
  const higher = p.riderUplines
    .filter((u) => u.depth > POINTS.tgpUplineLevels && !points.has(u.memberId))
    .map((u) => u.memberId);
  const rows = ids.map((id): PointsRow => ({ id, ...(points.get(id) ?? { pgp: 0, tgp: 0 }) }));
  await addMemberPoints(trx, rows);
  // In the order the members were named: those whose points moved, then the higher ones.
  const named = [...ids, ...higher];
  const place = new Map(named.map((id, i) => [id, i]));
  const touched: RankCandidate[] =
    CRR_RANKS.length > 0
      ? await mayReachRank(
          trx,
          named.map((id) => ({ id })),
        )
      : [];
  touched.sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0));
  const month = dubaiMonthKey(p.completedAt);
  await addMonthlyPoints(
    trx,
    rows.map(({ id, pgp, tgp }) => ({ member_id: id, month, pgp, tgp })),
  );
  return touched;
}
