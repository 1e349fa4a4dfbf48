import type BetterSqlite3 from 'better-sqlite3';
import { createRequire } from 'node:module';

/**
 * The SQLite driver for the Node that runs us. better-sqlite3 12 wraps its statements in
 * `node::ObjectWrap`, whose destructor aborts the process on Node >= 24.19 when a statement is
 * garbage-collected outside JavaScript (WiseLibs/better-sqlite3#1515). better-sqlite3 13 is an
 * N-API build without that flaw, but needs Node >= 22 and crashes on Node 20. So Node 22 and
 * later load 13 (installed under the alias `better-sqlite3-napi`, with prebuilt binaries), and
 * Node 20 keeps 12. Both have the same API; every file opens SQLite through this module (lint
 * enforces it).
 */
const require = createRequire(import.meta.url);
const nodeMajor = Number(process.versions.node.split('.')[0]);

export const sqliteDriverName = nodeMajor >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';

export type SqliteConnection = BetterSqlite3.Database;
export type SqliteStatement = BetterSqlite3.Statement;

const SqliteDatabase = require(sqliteDriverName) as typeof BetterSqlite3;
export default SqliteDatabase;
