/** The `sessionCleared` event of spec section 4, raised when a call answers 401. */
export const SESSION_CLEARED = 'sessionCleared';

export interface SessionClearedDetail {
  reason: '401_unauthorized';
  endpoint: string;
}

export function emitSessionCleared(detail: SessionClearedDetail): void {
  window.dispatchEvent(new CustomEvent<SessionClearedDetail>(SESSION_CLEARED, { detail }));
}

export function onSessionCleared(handler: (detail: SessionClearedDetail) => void): () => void {
  const listener = (event: Event) => {
    handler((event as CustomEvent<SessionClearedDetail>).detail);
  };
  window.addEventListener(SESSION_CLEARED, listener);
  return () => {
    window.removeEventListener(SESSION_CLEARED, listener);
  };
}
