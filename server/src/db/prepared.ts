/**
 * Hot reads compiled once. Kysely rebuilds and recompiles a query on every call, which for our
 * wider selects costs more than SQLite takes to run them (about 100 µs against 50 µs for a
 * member row). A prepared query is built once per database with placeholders for its
 * arguments and afterwards runs the same SQL with the new values. A database's transactions
 * share its compiler, so one compiled query serves them all.
 *
 * `build` must use each argument only as a value (in `where`, `limit`, `offset`, …): a
 * placeholder that is computed on or never reaches the SQL is refused when it is compiled.
 * Everything else `build` reads is fixed at the first call, so it must not read the clock or
 * other changing state; pass such values as arguments.
 */
import { PostgresAdapter, type Compilable, type CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema';

type Db = Kysely<Database>;
export type QueryValue = string | number | null;

class Placeholder {
  constructor(readonly index: number) {}
}

interface Compiled<R> {
  query: CompiledQuery<R>;
  /** For each SQL parameter: the argument it takes, or -1 for a constant of the query. */
  slots: number[];
}

export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * What a compiled query is kept under: the adapter, which a Kysely instance creates with its
 * compiler and hands to its transactions. A plugin (withSchema, …) changes the SQL, so a
 * database with plugins keeps its own.
 */
function compiledKey(db: Db): object {
  const executor = db.getExecutor();
  return executor.plugins.length === 0 ? executor.adapter : db;
}

export function preparedQuery<A extends QueryValue[], R>(
  build: (db: Db, ...args: A) => Compilable<R>,
): (db: Db, ...args: A) => Promise<R[]> {
  const byDb = new WeakMap<object, Compiled<R>>();

  const compile = (db: Db, arity: number): Compiled<R> => {
    const marks = Array.from({ length: arity }, (_, i) => new Placeholder(i));
    const query = build(db, ...(marks as unknown as A)).compile();
    const slots = query.parameters.map((p) => (p instanceof Placeholder ? p.index : -1));
    for (const mark of marks)
      if (!slots.includes(mark.index))
        throw new Error(`preparedQuery: argument ${String(mark.index)} is not used as a value`);
    return { query, slots };
  };

  return async (db, ...args) => {
    const key = compiledKey(db);
    let compiled = byDb.get(key);
    if (!compiled) {
      compiled = compile(db, args.length);
      byDb.set(key, compiled);
    }
    const { query, slots } = compiled;
    const parameters = slots.map((slot, i) => (slot < 0 ? query.parameters[i] : args[slot]));
    const result = await db.executeQuery<R>({ ...query, parameters });
    return result.rows;
  };
}

/** A row of named values, each used only as a value. */
export type ValuesRow<T> = { [K in keyof T]: QueryValue };

/**
 * preparedQuery for a statement whose shape follows a number of rows (a multi-row insert or
 * upsert, an `in` list): `build` gets the rows, objects of values used only as values, and one
 * query is compiled per row count up to `maxRows`; a longer list is built on each call. Every
 * row of every call has the same keys, as its type says (they are read from the first row). No
 * rows runs nothing.
 */
export function preparedRowsQuery<T extends ValuesRow<T>, R>(
  build: (db: Db, rows: T[]) => Compilable<R>,
  maxRows = 256,
): (db: Db, rows: readonly T[]) => Promise<R[]> {
  const byShape = new Map<string, (db: Db, ...values: QueryValue[]) => Promise<R[]>>();
  return async (db, rows) => {
    const first = rows[0];
    if (!first) return [];
    if (rows.length > maxRows) {
      const result = await db.executeQuery(build(db, [...rows]).compile());
      return result.rows;
    }
    const keys = Object.keys(first) as (keyof T & string)[];
    const shape = `${String(rows.length)}:${keys.join(',')}`;
    let run = byShape.get(shape);
    if (!run) {
      run = preparedQuery((d: Db, ...values: QueryValue[]) => {
        const grouped: T[] = [];
        for (let i = 0; i < values.length; i += keys.length)
          grouped.push(Object.fromEntries(keys.map((k, j) => [k, values[i + j]])) as T);
        return build(d, grouped);
      });
      byShape.set(shape, run);
    }
    const values: QueryValue[] = [];
    for (const row of rows) for (const k of keys) values.push(row[k]);
    return run(db, ...values);
  };
}

/**
 * preparedQuery for a statement with many values (a wide insert), called with one object
 * instead of a long list of arguments: a rows query of one row.
 */
export function preparedValuesQuery<V extends ValuesRow<V>, R>(
  build: (db: Db, values: V) => Compilable<R>,
): (db: Db, values: V) => Promise<R[]> {
  const run = preparedRowsQuery((db: Db, rows: V[]) => build(db, rows[0] as V), 1);
  return (db, values) => run(db, [values]);
}
