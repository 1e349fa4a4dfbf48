/** Test-only: msw servers for component tests; any request without a handler fails the test. */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** Matches the SPA's relative `/api` base on any origin. */
export const apiUrl = (path: string) => `*/api${path}`;

/** A server for the file, with handlers added per test (`server.use`). */
export function setupMsw() {
  const server = setupServer();
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    toast.remove();
  });
  afterAll(() => {
    server.close();
  });
  return server;
}

/**
 * A server for the file: the given handlers, then a catch-all that answers any other /api
 * call with a 503 (app-shell tests render pages whose data they are not about). Anything
 * outside /api is an error.
 */
export function mockApi(...handlers: RequestHandler[]) {
  const server = setupServer(
    ...handlers,
    http.all('/api/*', () =>
      HttpResponse.json({ success: false, message: 'Not mocked' }, { status: 503 }),
    ),
  );
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
  });
  afterAll(() => {
    server.close();
  });
  return server;
}
