/**
 * Spec section 8 (reward screens): a non-ok answer is only logged, with no user message, so the
 * section falls back to its empty state. Failures without an answer (network, timeout) still
 * reject and show the section's error message. Only the call's name and status are logged.
 */
interface HttpErrorLike {
  isAxiosError: true;
  response?: { status: number };
}

function nonOkStatus(error: unknown): number | null {
  if (!error || typeof error !== 'object') return null;
  const http = error as Partial<HttpErrorLike>;
  if (http.isAxiosError !== true || !http.response) return null;
  // 401 is handled by the client (session cleared, sign-in again); anything else is "non-ok".
  return typeof http.response.status === 'number' ? http.response.status : null;
}

export async function nullWhenNotOk<T>(request: Promise<T>, what: string): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    const status = nonOkStatus(error);
    if (status === null) throw error;
    console.error(`${what} request answered ${String(status)}`);
    return null;
  }
}

/** A 2xx answer whose body does not say `success: true` counts as a failed call. */
export function requireSuccess<T extends { success?: unknown }>(body: T, what: string): T {
  if (body.success !== true) throw new Error(`${what}: unexpected answer`);
  return body;
}
