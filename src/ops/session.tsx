/**
 * The console's own state: who is signed in (from `/api/ops/me`), kept apart from the member
 * area's store. A 401 on any call ends it here and the guard sends the operator to sign in.
 */
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { opsApi, setSignedOutHandler, type Me } from './api';

export type OpsSession =
  { status: 'loading' } | { status: 'signedOut'; ended: boolean } | { status: 'signedIn'; me: Me };

interface OpsSessionValue {
  session: OpsSession;
  /** Reads `/api/ops/me` again (after sign-in). */
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
}

const Context = createContext<OpsSessionValue | null>(null);

export function OpsSessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<OpsSession>({ status: 'loading' });

  const refresh = useCallback(
    () =>
      opsApi.me().then(
        (me) => {
          setSession({ status: 'signedIn', me });
        },
        () => {
          setSession({ status: 'signedOut', ended: false });
        },
      ),
    [],
  );

  useEffect(() => {
    setSignedOutHandler(() => {
      setSession((s) => (s.status === 'signedIn' ? { status: 'signedOut', ended: true } : s));
    });
    void refresh();
    return () => {
      setSignedOutHandler(() => undefined);
    };
  }, [refresh]);

  const signOut = useCallback(async () => {
    await opsApi.logout().catch(() => undefined);
    setSession({ status: 'signedOut', ended: false });
  }, []);

  const value = useMemo(() => ({ session, refresh, signOut }), [session, refresh, signOut]);
  return <Context value={value}>{children}</Context>;
}

export function useOpsSession(): OpsSessionValue {
  const value = use(Context);
  if (!value) throw new Error('useOpsSession outside OpsSessionProvider');
  return value;
}

/** The signed-in operator's view (only under the guard). */
export function useMe(): Me {
  const { session } = useOpsSession();
  if (session.status !== 'signedIn') throw new Error('useMe without a signed-in operator');
  return session.me;
}
