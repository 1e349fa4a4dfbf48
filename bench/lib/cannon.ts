/**
 * A typed face for autocannon (it ships no types) and exact latency percentiles. autocannon's own
 * histogram corrects for coordinated omission with an expected interval of ceil(1 / rate) = 1 ms
 * whenever a rate is set, which adds synthetic samples; the load benches report the raw response
 * times of every request instead, taken from its 'response' event.
 */
import { createRequire } from 'node:module';

export interface CannonRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface CannonOptions {
  url: string;
  connections: number;
  duration: number;
  overallRate?: number;
  connectionRate?: number;
  timeout?: number;
  requests?: { method?: 'GET' | 'POST'; setupRequest?: (r: CannonRequest) => CannonRequest }[];
}

export interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
  statusCodeStats: Record<string, { count: number }>;
}

export interface CannonRun extends PromiseLike<CannonResult> {
  on(
    event: 'response',
    listener: (client: unknown, status: number, bytes: number, ms: number) => void,
  ): void;
  stop(): void;
}

const require = createRequire(import.meta.url);
export const autocannon = require('autocannon') as (o: CannonOptions) => CannonRun;

export interface Latencies {
  count: number;
  p50: number;
  p97_5: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles of raw samples (ms), rounded to 0.1 ms. */
export function percentiles(samples: readonly number[]): Latencies {
  const sorted = Float64Array.from(samples).sort();
  const at = (p: number) =>
    sorted.length === 0
      ? 0
      : (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0);
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    count: sorted.length,
    p50: round(at(0.5)),
    p97_5: round(at(0.975)),
    p99: round(at(0.99)),
    max: round(sorted.length ? (sorted[sorted.length - 1] ?? 0) : 0),
  };
}
