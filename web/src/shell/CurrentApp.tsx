import { useQuery } from '@apollo/client/react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useMatch } from 'react-router';
import { type BundleDef, bundles, isBundleKey } from '../bundles';
import type { FetchAppByUuidQuery } from '../generated/graphql';
import { errorCode } from '../lib/errors';
import { FetchAppByUuidQuery as FetchAppByUuidDocument } from '../modules/apps/graphql/apps';

export type CurrentAppData = FetchAppByUuidQuery['fetchAppByUuid'];

/** The app the console is inside of (/apps/{key}/{appUUID}/...). */
export interface CurrentApp {
  bundle: BundleDef;
  appUUID: string;
  app: CurrentAppData | null;
  loading: boolean;
  /** The server says there is no such app (or it is not the user's): show not-found. */
  notFound: boolean;
  error: unknown;
  refetch: () => void;
}

const CurrentAppContext = createContext<CurrentApp | null>(null);

/** Fetches FetchAppByUuid for the app in the URL, for the title, menus and screens. */
export function CurrentAppProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const match = useMatch({ path: '/apps/:key/:appUUID', end: false });
  const key = match?.params.key;
  const appUUID = match?.params.appUUID;
  const bundle = key !== undefined && isBundleKey(key) ? bundles[key] : undefined;
  const inApp = enabled && bundle !== undefined && appUUID !== undefined;
  const { data, loading, error, refetch } = useQuery(FetchAppByUuidDocument, {
    variables: { appUuid: appUUID ?? '' },
    skip: !inApp,
  });
  const value = useMemo<CurrentApp | null>(() => {
    if (!inApp || bundle === undefined || appUUID === undefined) return null;
    return {
      bundle,
      appUUID,
      app: data?.fetchAppByUuid ?? null,
      loading,
      notFound: errorCode(error) === 'NOT_FOUND',
      error,
      refetch: () => void refetch(),
    };
  }, [inApp, bundle, appUUID, data, loading, error, refetch]);
  return <CurrentAppContext.Provider value={value}>{children}</CurrentAppContext.Provider>;
}

/** The current app, or null outside /apps/{key}/{appUUID}/... */
export function useCurrentApp(): CurrentApp | null {
  return useContext(CurrentAppContext);
}
