/** CPU time of a process from /proc (Linux), in ms; 0 where /proc is not there. */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15; the slice starts at field 3.
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

function parentOf(pid: number): number {
  const stat = readSafe(`/proc/${String(pid)}/stat`);
  return stat ? Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) : -1;
}

/** CPU time (ms) of a process and its direct children (a server's primary and its workers). */
export function familyCpuMs(pid: number): number {
  let total = cpuMs(pid);
  for (const entry of readdirSafe('/proc'))
    if (/^\d+$/.test(entry) && parentOf(Number(entry)) === pid) total += cpuMs(Number(entry));
  return total;
}

/** CPU time (ms) of each PostgreSQL backend serving `database`, by process id. */
export function backendCpu(database: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const entry of readdirSafe('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cmd = readSafe(`/proc/${entry}/cmdline`);
    if (cmd.startsWith('postgres:') && cmd.includes(` ${database} `)) {
      out.set(Number(entry), cpuMs(Number(entry)));
    }
  }
  return out;
}

/** CPU spent by the backends between two `backendCpu` snapshots. */
export function backendCpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function readSafe(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
