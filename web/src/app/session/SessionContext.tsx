import { useApolloClient, useQuery } from '@apollo/client/react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { MeQuery } from '../../generated/graphql';
import { EXPIRED_ACCESS_TOKEN } from '../../lib/constants';
import { EXPIRED_AT_KEY, isTokenValid, type StoredSession, sessionStore } from '../../lib/session';
import { DestroyAuthTokenMutation, MeQuery as MeDocument } from '../../modules/accounts/graphql/session';
import { useAlert } from '../../shell/alert/AlertContext';
import { useShellUi } from '../../shell/ShellUiContext';
import { useWhiteLabel } from '../../shell/whitelabel/WhiteLabelContext';
import { onUnauthenticated } from '../apollo';
import { logoutRedirect, type TokenState } from './guard';
import { IDLE_OVERRIDE_KEY } from './idleLimit';

export type Me = NonNullable<MeQuery['me']>;

export interface Session {
  token: string | null;
  /** A token is stored and valid (expiry and cut-off, document 1 §4). */
  signedIn: boolean;
  loginType: string | null;
  /** The signed-in user; null while loading or signed out. */
  me: Me | null;
  meLoading: boolean;
  /** Stores the session after SignIn; `user` primes the Me query so the shell has it at once. */
  signIn(token: string, loginType: string, user?: Me): void;
  /** Server sign-out (ignored failure), then local cleanup; redirects to the role's login unless `stay`. */
  logout(options?: { stay?: boolean }): Promise<void>;
  /** The expired-session flow: local logout, drawers closed, 'Expired access token', back to '/'. */
  expire(): void;
}

export function tokenState(token: string | null, nowSeconds?: number): TokenState {
  if (!token) return 'absent';
  return isTokenValid(token, nowSeconds) ? 'valid' : 'invalid';
}

/** How often a quiet page re-checks the stored token's expiry. */
const TOKEN_CHECK_MS = 30_000;

export { EXPIRED_AT_KEY };

const EXPIRED_NOTICE_MS = 10_000;

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children, onChange }: { children: ReactNode; onChange?: () => void }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const alert = useAlert();
  const { closeAll } = useShellUi();
  const whiteLabel = useWhiteLabel() !== null;
  const [stored, setStored] = useState<StoredSession | null>(() => sessionStore.get());
  const token = stored?.token ?? null;
  const { data, loading } = useQuery(MeDocument, { skip: tokenState(token) !== 'valid' });
  const me = token ? (data?.me ?? null) : null;

  const clearLocal = useCallback(async () => {
    // Logout clears local storage (document 1 §4); the e2e idle override survives it.
    const idleOverride = localStorage.getItem(IDLE_OVERRIDE_KEY);
    sessionStore.clearAll();
    if (idleOverride !== null) localStorage.setItem(IDLE_OVERRIDE_KEY, idleOverride);
    setStored(null);
    alert.clear();
    closeAll();
    await client.clearStore().catch(() => undefined);
    onChange?.();
  }, [alert, client, closeAll, onChange]);

  const logout = useCallback(
    async ({ stay = false }: { stay?: boolean } = {}) => {
      const current = sessionStore.get();
      const role = me?.role ?? current?.loginType ?? null;
      if (current && isTokenValid(current.token)) {
        try {
          await client.mutate({
            mutation: DestroyAuthTokenMutation,
            variables: { input: { token: current.token } },
          });
        } catch {
          // Signing out on the server is best effort; the local session ends regardless.
        }
      }
      await clearLocal();
      if (!stay) navigate(logoutRedirect({ role, whiteLabel }), { replace: true });
    },
    [clearLocal, client, me, navigate, whiteLabel],
  );

  const expire = useCallback(() => {
    void clearLocal().then(() => {
      alert.error(EXPIRED_ACCESS_TOKEN);
      sessionStorage.setItem(EXPIRED_AT_KEY, String(Date.now()));
      navigate('/', { replace: true });
    });
  }, [alert, clearLocal, navigate]);

  // The page reloaded just after its session expired (the live channel heard of a sign-out elsewhere):
  // the reason is shown again, once.
  useEffect(() => {
    const at = Number(sessionStorage.getItem(EXPIRED_AT_KEY));
    sessionStorage.removeItem(EXPIRED_AT_KEY);
    if (at && Date.now() - at < EXPIRED_NOTICE_MS && !sessionStore.get()) alert.error(EXPIRED_ACCESS_TOKEN);
  }, [alert]);

  const signIn = useCallback(
    (newToken: string, loginType: string, user?: Me) => {
      const session = { token: newToken, loginType };
      sessionStore.set(session);
      setStored(session);
      if (user) client.writeQuery({ query: MeDocument, data: { me: user } });
      onChange?.();
    },
    [client, onChange],
  );

  useEffect(() => onUnauthenticated(expire), [expire]);

  useEffect(() => {
    if (!token) return;
    const timer = window.setInterval(() => {
      if (tokenState(token) === 'invalid') expire();
    }, TOKEN_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [token, expire]);

  const value = useMemo<Session>(
    () => ({
      token,
      signedIn: tokenState(token) === 'valid',
      loginType: stored?.loginType ?? null,
      me,
      meLoading: loading,
      signIn,
      logout,
      expire,
    }),
    [token, stored, me, loading, signIn, logout, expire],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const value = useContext(SessionContext);
  if (value === null) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
