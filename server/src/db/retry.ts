/**
 * PostgreSQL may abort a transaction as a deadlock's victim (40P01) or a serialisation failure
 * (40001) when writers meet on the same rows in different orders: rides recorded at once on one
 * chain of members, `recompute` beside them. The whole transaction rolled back, so running it
 * again is safe; a few tries, then the error stands. SQLite never answers these codes.
 */
const RETRYABLE = new Set(['40P01', '40001']);

export async function retryOnConflict<T>(run: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (attempt >= tries || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
      // A short, growing pause lets the other transaction finish first.
      await new Promise((resolve) => setTimeout(resolve, attempt * 5 + Math.random() * 10));
    }
  }
}
