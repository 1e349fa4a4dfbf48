/**
 * A weighted mix at a fixed total rate. autocannon releases each connection's quota for a second
 * at the start of that second, so one instance per call would send its share in one burst. Each
 * call's share is split over PHASES instances started evenly across the first second, so the
 * server sees the arrivals spread over the second instead of synchronized bursts; together the
 * instances' `overallRate`s add up to the total rate.
 */
import { autocannon, percentiles, type CannonRequest, type Latencies } from './cannon';
import type { BenchUser } from './load-data';
import type { MixEntry } from './mix';

const PHASES = 5;

export interface EndpointResult extends Latencies {
  name: string;
  targetRate: number;
  rate: number;
  non2xx: number;
  errors: number;
  avgBytes: number;
}

export interface MixResult {
  seconds: number;
  overall: EndpointResult;
  endpoints: EndpointResult[];
}

interface Tally {
  /** Sum over this call's instances of responses / that instance's own run time. */
  perSecond: number;
  samples: number[];
  bytes: number;
  non2xx: number;
  errors: number;
}

function split(total: number, parts: number): number[] {
  return Array.from(
    { length: parts },
    (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0),
  );
}

export async function runMix(options: {
  base: string;
  mix: MixEntry[];
  users: BenchUser[];
  leaders: BenchUser[];
  rate: number;
  seconds: number;
  rng: () => number;
}): Promise<MixResult> {
  const { base, mix, users, leaders, rng } = options;
  const weights = mix.reduce((s, e) => s + e.weight, 0);
  const tallies = new Map<string, Tally>();
  const jobs: { entry: MixEntry; rate: number; phase: number }[] = [];
  for (const entry of mix) {
    tallies.set(entry.name, { perSecond: 0, samples: [], bytes: 0, non2xx: 0, errors: 0 });
    const rate = Math.round((options.rate * entry.weight) / weights);
    split(rate, PHASES).forEach((r, phase) => {
      if (r > 0) jobs.push({ entry, rate: r, phase });
    });
  }
  // Interleave calls so neighbouring start times belong to different calls.
  jobs.sort((a, b) => a.phase - b.phase || mix.indexOf(a.entry) - mix.indexOf(b.entry));
  const pick = <T>(list: T[]) => list[Math.floor(rng() * list.length)] as T;
  const started: Promise<void>[] = [];
  for (const [slot, { entry, rate }] of jobs.entries()) {
    const tally = tallies.get(entry.name) as Tally;
    const setupRequest = (req: CannonRequest): CannonRequest => {
      const user = pick(users);
      const target = entry.path({ user, rng, leader: () => pick(leaders) });
      const { path, as } = typeof target === 'string' ? { path: target, as: user } : target;
      return { ...req, method: 'GET', path, headers: { authorization: `Bearer ${as.token}` } };
    };
    started.push(
      new Promise<void>((resolve) => setTimeout(resolve, (slot * 1000) / jobs.length)).then(
        async () => {
          const run = autocannon({
            url: base,
            connections: Math.max(1, Math.ceil(rate / 25)),
            duration: options.seconds,
            overallRate: rate,
            timeout: 10,
            requests: [{ setupRequest }],
          });
          let answered = 0;
          run.on('response', (_client, status, bytes, ms) => {
            answered++;
            if (status >= 200 && status < 300) {
              tally.samples.push(ms);
              tally.bytes += bytes;
            } else tally.non2xx++;
          });
          const result = await run;
          tally.errors += result.errors;
          tally.perSecond += answered / Math.max(1, result.duration);
        },
      ),
    );
  }
  await Promise.all(started);
  const seconds = options.seconds;
  const result = (name: string, target: number, t: Tally): EndpointResult => ({
    name,
    targetRate: target,
    rate: Math.round(t.perSecond * 10) / 10,
    non2xx: t.non2xx,
    errors: t.errors,
    avgBytes: t.samples.length ? Math.round(t.bytes / t.samples.length) : 0,
    ...percentiles(t.samples),
  });
  const endpoints = mix.map((e) =>
    result(e.name, Math.round((options.rate * e.weight) / weights), tallies.get(e.name) as Tally),
  );
  const all: Tally = { perSecond: 0, samples: [], bytes: 0, non2xx: 0, errors: 0 };
  for (const t of tallies.values()) {
    for (const s of t.samples) all.samples.push(s);
    all.bytes += t.bytes;
    all.non2xx += t.non2xx;
    all.errors += t.errors;
    all.perSecond += t.perSecond;
  }
  return { seconds, overall: result('all calls', options.rate, all), endpoints };
}
