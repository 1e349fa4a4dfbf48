import Fastify from 'fastify';
import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { onStopSignals } from './shutdown';

const PORT = 8134;

/** A server with one route that takes `ms`; SIGTERM is sent while a request is in flight. */
async function stopDuringRequest(ms: number, graceMs: number) {
  const app = Fastify({ logger: false });
  let closedDatabase = false;
  app.addHook('onClose', () => {
    closedDatabase = true;
  });
  app.get('/slow', async () => {
    await new Promise((r) => setTimeout(r, ms));
    return { done: true };
  });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  let exitCode: number | null = null;
  const exited = new Promise<void>((resolve) => {
    onStopSignals(app, graceMs, (code) => {
      exitCode = code;
      resolve();
    });
  });
  // A kept-alive connection, as browsers hold them.
  const request = new Promise<{ status: number; body: string } | null>((resolve) => {
    get(
      `http://127.0.0.1:${PORT}/slow`,
      { agent: false, headers: { connection: 'keep-alive' } },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', () => resolve(null));
      },
    ).on('error', () => resolve(null));
  });
  await new Promise((r) => setTimeout(r, 50));
  process.emit('SIGTERM');
  const answer = await request;
  await exited;
  if (!app.server.listening) await app.close().catch(() => undefined);
  return { answer, exitCode, closedDatabase };
}

describe('graceful shutdown (DECISIONS 41)', () => {
  it('finishes a request in flight, closes the database, then exits 0 at once', async () => {
    const started = Date.now();
    const r = await stopDuringRequest(300, 5000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(r.answer).toEqual({ status: 200, body: '{"done":true}' });
    expect(r.closedDatabase).toBe(true);
    expect(r.exitCode).toBe(0);
  });

  it('cuts a request still running after the grace period and exits 1', async () => {
    const started = Date.now();
    const r = await stopDuringRequest(5000, 300);
    expect(r.answer).toBeNull();
    expect(r.exitCode).toBe(1);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
