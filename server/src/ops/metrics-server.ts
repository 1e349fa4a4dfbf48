/**
 * The metrics listener: `/metrics` on METRICS_HOST:METRICS_PORT only, a separate server from the
 * public one so metrics never leak through it (DECISIONS 41).
 */
import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

/** Listens and resolves with the server; `collect` gives the exposition text. */
export function serveMetrics(
  host: string,
  port: number,
  source: { contentType: string; collect: () => Promise<string> },
): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    source.collect().then(
      (text) => response.writeHead(200, { 'content-type': source.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

export const registrySource = (registry: Registry) => ({
  contentType: registry.contentType,
  collect: () => registry.metrics(),
});
