/**
 * A private PostgreSQL cluster for fault tests (DECISIONS 22): initdb into a temp folder owned
 * by the postgres user, listening on its own port and socket folder, so the test can stop and
 * start it without touching anyone else's database server.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ThrowawayPostgres {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

function pgBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = path.join(root, v, 'bin');
    if (existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return null;
}

/** Why a throwaway cluster cannot be made here, or null when it can. */
export function throwawayUnavailable(): string | null {
  if (!pgBin()) return 'PostgreSQL binaries not installed';
  if (process.getuid?.() !== 0) return 'needs root to run initdb as the postgres user';
  return null;
}

export function createThrowawayPostgres(port: number): ThrowawayPostgres {
  const bin = pgBin();
  if (!bin) throw new Error('PostgreSQL binaries not installed');
  const dir = mkdtempSync(path.join(tmpdir(), 'rihla-pgfault-'));
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  chownSync(dir, uid, gid);
  const asPostgres = (cmd: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], {
      stdio: 'pipe',
    });
  const data = path.join(dir, 'data');
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
  const ctl = (action: 'start' | 'stop') =>
    asPostgres('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      ...(action === 'stop'
        ? ['-m', 'fast']
        : ['-o', `-p ${String(port)} -k ${dir} -c listen_addresses=127.0.0.1`]),
      action,
    ]);
  ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${String(port)}/postgres`,
    stop: () => ctl('stop'),
    start: () => ctl('start'),
    destroy: () => {
      try {
        ctl('stop');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
