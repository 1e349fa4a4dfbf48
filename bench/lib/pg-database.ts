import pg from 'pg';

/**
 * A fresh PostgreSQL database `name` on the server of `baseUrl` (dropped first if a run left
 * it), answered as its URL; null, with the reason logged, when no PostgreSQL answers.
 */
export async function freshPgDatabase(
  baseUrl: string,
  name: string,
  log: (line: string) => void,
): Promise<string | null> {
  const admin = new pg.Client({ connectionString: baseUrl });
  try {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const u = new URL(baseUrl);
    u.pathname = `/${name}`;
    return u.toString();
  } catch (error) {
    log(`PostgreSQL skipped: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
}
