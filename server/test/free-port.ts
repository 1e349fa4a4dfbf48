import net from 'node:net';

/**
 * A port no one listens on now, from the kernel (for a server a test spawns). A port made from
 * the process id collided with another test's or with a connection's local port: the spawned
 * server then never answered and the test waited out its deadline.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
