/** Lines from the process that starts the workers: it has no Fastify logger of its own. */
export const sayFromPrimary = (line: string) =>
  process.stderr.write(`[primary ${String(process.pid)}] ${line}\n`);
