/**
 * An open-loop load at a steady rate: request i is due at start + i / rate, whatever happened to
 * the ones before it, and its latency is counted from when it was due, so a slow server cannot
 * hide its queue by slowing the client down (no coordinated omission).
 *
 * Why not autocannon's `overallRate`: it lets each connection send its whole quota for a second
 * at the start of that second and then idle (mcollina/autocannon#174), so "1,000 requests/s"
 * arrives as a burst from every connection at once; the latencies it reports are those of a
 * saturated server for part of each second, not of a steady 1,000 requests/s. autocannon stays
 * in use for the maximum-throughput runs.
 *
 * The client is a minimal HTTP/1.1 keep-alive client on raw sockets (GET only, answers framed by
 * Content-Length), so it costs the shared CPU little.
 */
import { connect, type Socket } from 'node:net';

export interface PacedOptions {
  /** Full URL of the GET request. */
  url: string;
  headers?: Record<string, string>;
  /** Requests per second. */
  rate: number;
  /** Seconds of load. */
  seconds: number;
  /** Connections kept open at most; a request due while all are busy waits for one. */
  maxConnections?: number;
  /** Give up on an answer after this many ms (counted as an error). */
  timeoutMs?: number;
}

export interface PacedResult {
  /** Requests due in the run. */
  due: number;
  /** Answered with a 2xx. */
  ok: number;
  non2xx: number;
  errors: number;
  /** 2xx answers per second of run time. */
  rate: number;
  /** Latency from due time to the answer's last byte, ms (2xx only). */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /**
   * The same from the moment the request was written. The difference is the client's own lag:
   * on a machine it shares with the server, the load generator is sometimes late to send.
   */
  sentP50: number;
  sentP99: number;
  /** How late requests were written, ms: the load generator's own scheduling lag. */
  sendLagP99: number;
  /** Requests that found every connection busy and had to wait for one. */
  waited: number;
  /** Connections the run opened. */
  connections: number;
  avgBytes: number;
}

const HEADER_END = Buffer.from('\r\n\r\n');

interface Pending {
  due: number;
  sent: number;
  resolve: (answer: { status: number; bytes: number } | Error) => void;
}

/** One keep-alive connection with at most one request in flight. */
class Connection {
  private readonly socket: Socket;
  private head: Buffer = Buffer.alloc(0);
  private status = 0;
  private bodyLeft = -1;
  private bytes = 0;
  private current: Pending | undefined;
  private timer: NodeJS.Timeout | undefined;
  closed = false;

  constructor(
    host: string,
    port: number,
    private readonly request: Buffer,
    private readonly timeoutMs: number,
    private readonly onIdle: (c: Connection) => void,
  ) {
    this.socket = connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error('connection closed')));
  }

  get busy(): boolean {
    return this.current !== undefined;
  }

  send(pending: Pending): void {
    pending.sent = performance.now();
    this.current = pending;
    this.head = Buffer.alloc(0);
    this.bodyLeft = -1;
    this.bytes = 0;
    this.timer = setTimeout(() => this.fail(new Error('timeout')), this.timeoutMs);
    this.socket.write(this.request);
  }

  close(): void {
    this.closed = true;
    this.socket.destroy();
  }

  private read(chunk: Buffer): void {
    if (!this.current) return;
    let body = chunk;
    if (this.bodyLeft < 0) {
      this.head = this.head.length ? Buffer.concat([this.head, chunk]) : chunk;
      const end = this.head.indexOf(HEADER_END);
      if (end < 0) return;
      const text = this.head.subarray(0, end).toString('latin1');
      this.status = Number(text.slice(9, 12));
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(text);
      if (!length) {
        this.fail(new Error('answer without Content-Length'));
        return;
      }
      this.bodyLeft = Number(length[1]);
      this.bytes = end + 4 + this.bodyLeft;
      body = this.head.subarray(end + 4);
    }
    this.bodyLeft -= body.length;
    if (this.bodyLeft <= 0) this.finish({ status: this.status, bytes: this.bytes });
  }

  private finish(answer: { status: number; bytes: number } | Error): void {
    const pending = this.current;
    if (!pending) return;
    clearTimeout(this.timer);
    this.current = undefined;
    pending.resolve(answer);
    if (answer instanceof Error) this.close();
    else this.onIdle(this);
  }

  private fail(error: Error): void {
    this.closed = true;
    this.finish(error);
  }
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number((sorted[Math.max(0, index)] ?? 0).toFixed(2));
}

export async function pacedLoad(options: PacedOptions): Promise<PacedResult> {
  const url = new URL(options.url);
  const host = url.hostname;
  const port = Number(url.port || 80);
  const headerLines = Object.entries(options.headers ?? {})
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  const request = Buffer.from(
    `GET ${url.pathname}${url.search} HTTP/1.1\r\nhost: ${url.host}\r\nconnection: keep-alive\r\n${headerLines}\r\n`,
    'latin1',
  );
  const maxConnections = options.maxConnections ?? 64;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;

  const latencies = new Float64Array(total);
  const fromSent = new Float64Array(total);
  const sendLags = new Float64Array(total);
  let ok = 0;
  let non2xx = 0;
  let errors = 0;
  let waited = 0;
  let bytes = 0;
  let opened = 0;
  let lastAnswer = 0;
  const idle: Connection[] = [];
  const backlog: Pending[] = [];
  const all: Connection[] = [];

  const onIdle = (c: Connection) => {
    const next = backlog.shift();
    if (next) c.send(next);
    else idle.push(c);
  };
  const dispatch = (pending: Pending) => {
    let c = idle.pop();
    while (c && c.closed) c = idle.pop();
    if (c) {
      c.send(pending);
      return;
    }
    const live = all.filter((x) => !x.closed).length;
    if (live < maxConnections) {
      c = new Connection(host, port, request, timeoutMs, onIdle);
      all.push(c);
      opened++;
      c.send(pending);
      return;
    }
    waited++;
    backlog.push(pending);
  };

  const answers: Promise<void>[] = [];
  const start = performance.now();
  let issued = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      const dueNow = Math.min(total, Math.floor((now - start) / interval) + 1);
      while (issued < dueNow) {
        const due = start + issued * interval;
        issued++;
        answers.push(
          new Promise<void>((resolve) => {
            const pending: Pending = {
              due,
              sent: due,
              resolve: (answer) => {
                const at = performance.now();
                lastAnswer = Math.max(lastAnswer, at);
                if (answer instanceof Error) errors++;
                else if (answer.status >= 200 && answer.status < 300) {
                  latencies[ok] = at - due;
                  fromSent[ok] = at - pending.sent;
                  sendLags[ok] = pending.sent - due;
                  ok++;
                  bytes += answer.bytes;
                } else non2xx++;
                resolve();
              },
            };
            dispatch(pending);
          }),
        );
      }
      if (issued < total) setTimeout(tick, Math.max(0, start + issued * interval - now));
      else done();
    };
    tick();
  });
  await Promise.all(answers);
  for (const c of all) c.close();

  const sorted = latencies.subarray(0, ok).sort();
  const sortedSent = fromSent.subarray(0, ok).sort();
  const sortedLags = sendLags.subarray(0, ok).sort();
  const seconds = Math.max(options.seconds, (lastAnswer - start) / 1000);
  return {
    due: total,
    ok,
    non2xx,
    errors,
    rate: Math.round(ok / seconds),
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
    sentP50: percentile(sortedSent, 50),
    sentP99: percentile(sortedSent, 99),
    sendLagP99: percentile(sortedLags, 99),
    waited,
    connections: opened,
    avgBytes: ok ? Math.round(bytes / ok) : 0,
  };
}
