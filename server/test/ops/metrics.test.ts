import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrySource, serveMetrics } from '../../src/ops/metrics-server';
import { createTestApp, type TestApp } from '../harness';
import { parsePrometheus } from './prometheus-text';

const PORT = 8131;

describe('metrics (DECISIONS 41)', () => {
  let t: TestApp;
  let server: Server;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { METRICS_PORT: String(PORT) });
    server = await serveMetrics('127.0.0.1', PORT, registrySource(t.app.ctx.metrics.registry));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('serves Prometheus text with route patterns, mail, rides, pool and event-loop figures', async () => {
    await t.app.inject('/api/health');
    await t.app.inject(`/api/mlm/user-dashboard/${'a'.repeat(24)}`);
    await t.app.inject({
      method: 'POST',
      url: '/api/email-verification/send-otp',
      payload: { email: 'metrics@example.test' },
    });
    const res = await fetch(`http://127.0.0.1:${PORT}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const samples = parsePrometheus(await res.text());

    const counts = samples.get('rihla_http_request_duration_seconds_count') ?? [];
    const labels = counts.map((s) => s.labels);
    expect(labels).toContain('{method="GET",route="/api/health",status="200"}');
    // The pattern, never the member id of the raw URL.
    expect(labels).toContain('{method="GET",route="/api/mlm/user-dashboard/:userId",status="401"}');
    expect(labels.join()).not.toContain('aaaaaaaa');

    expect(samples.get('rihla_mail_sent_total')?.[0]).toMatchObject({ value: 1 });
    expect(samples.get('rihla_mail_sent_total')?.[0]?.labels).toMatch(/kind="/);
    expect(samples.get('rihla_rides_recorded')).toEqual([{ labels: '', value: 0 }]);
    expect(samples.get('rihla_db_pool_connections')?.map((s) => s.labels)).toContain(
      '{state="total"}',
    );
    expect(samples.has('nodejs_eventloop_lag_seconds')).toBe(true);
  });

  it('answers 404 for anything but GET /metrics on the metrics port', async () => {
    expect((await fetch(`http://127.0.0.1:${PORT}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${PORT}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('is absent from the public app', async () => {
    const res = await t.app.inject('/metrics');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('rihla_');
  });

  it('lets another feature add its own counter to the injected registry', async () => {
    const { Counter } = await import('prom-client');
    const withdrawals = new Counter({
      name: 'rihla_test_withdrawals_total',
      help: 'test',
      labelNames: ['state'],
      registers: [t.app.ctx.metrics.registry],
    });
    withdrawals.inc({ state: 'requested' });
    const text = await (await fetch(`http://127.0.0.1:${PORT}/metrics`)).text();
    expect(parsePrometheus(text).get('rihla_test_withdrawals_total')).toEqual([
      { labels: '{state="requested"}', value: 1 },
    ]);
  });
});
