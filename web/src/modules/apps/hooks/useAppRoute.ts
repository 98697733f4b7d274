import { useMemo } from 'react';
import { useParams } from 'react-router';
import { type AppRouteName, type AppUrlParams, appUrl, type BundleKey, isBundleKey } from '../../../bundles';

export interface AppRoute {
  key: BundleKey;
  appUUID: string;
  /** The URL of a named route of this app's bundle (DESIGN.md rule 7); throws where the bundle lacks it. */
  url: (name: AppRouteName, params?: Omit<AppUrlParams, 'key' | 'appUUID'>) => string;
}

/** The app screen's bundle key and app uuid, from /apps/:key/:appUUID/...; null elsewhere. */
export function useAppRoute(): AppRoute | null {
  const { key, appUUID } = useParams();
  return useMemo(() => {
    if (key === undefined || appUUID === undefined || !isBundleKey(key)) return null;
    return { key, appUUID, url: (name, params = {}) => appUrl(name, { ...params, key, appUUID }) };
  }, [key, appUUID]);
}
