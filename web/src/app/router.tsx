import { createBrowserRouter, Navigate, type RouteObject, useLocation, useParams } from 'react-router';
import {
  allAppRoutes,
  appPattern,
  appUrl,
  bundles,
  findAppRoute,
  isBundleKey,
  matchAppRoute,
  topRoutes,
} from '../bundles';
import { RouteErrorView } from '../lib/feedback/RouteErrorView';
import { DEV_MAILBOX_PATH, DEV_MAILBOX_SCREEN } from '../modules/accounts/urls';
import { RootLayout } from './RootLayout';
import { isBuilt } from './screens/registry';
import { Screen } from './screens/Screen';
import type { RouteHandle } from './session/SessionGuard';

const APP_ROOT = '/apps/:key/:appUUID';

function tryAppUrl(build: () => string): string | undefined {
  try {
    return build();
  } catch {
    return undefined;
  }
}

/**
 * Every app route of every bundle is registered once per distinct path under /apps/:key/:appUUID;
 * this element resolves the key's bundle and its route (document 2 §2.3), so a path another bundle
 * has but this one lacks is not found.
 */
function AppScreen() {
  const { pathname } = useLocation();
  const match = matchAppRoute(pathname);
  if (!match) return <Navigate to="/404" replace />;
  const { bundle, route, appUUID, params } = match;
  if (route.defaultChild !== undefined && !isBuilt(route.name)) {
    const child = findAppRoute(bundle.key, route.defaultChild);
    const to = child && tryAppUrl(() => appUrl(child.name, { ...params, key: bundle.key, appUUID }));
    if (to !== undefined) return <Navigate to={to} replace />;
  }
  return (
    <Screen
      key={`${bundle.key}:${route.name}`}
      info={{ name: route.name, title: route.title, pattern: appPattern(route), bundle }}
    />
  );
}

/** /apps/{key}/{appUUID} opens the bundle's dashboard. */
function AppRootRedirect() {
  const { key, appUUID } = useParams();
  if (key === undefined || appUUID === undefined || !isBundleKey(key)) return <Navigate to="/404" replace />;
  return <Navigate to={appUrl(bundles[key].dashboard, { key, appUUID })} replace />;
}

const signedInHandle: RouteHandle = { public: false };

export function consoleRoutes(options: { onSessionChange?: () => void } = {}): RouteObject[] {
  const top: RouteObject[] = topRoutes
    .filter((route) => route.path !== '/')
    .map((route) => ({
      path: route.path,
      handle: { public: route.public } satisfies RouteHandle,
      element: (
        <Screen key={route.name} info={{ name: route.name, title: route.title, pattern: route.path }} />
      ),
    }));

  const appPaths = [...new Set(allAppRoutes().map((route) => route.path))];
  const app: RouteObject[] = appPaths.map((path) => ({
    path: path === '' ? APP_ROOT : `${APP_ROOT}/${path}`,
    handle: signedInHandle,
    element: <AppScreen />,
  }));
  if (!appPaths.includes(''))
    app.push({ path: APP_ROOT, handle: signedInHandle, element: <AppRootRedirect /> });

  // The developer mailbox (demo mode): a tool outside the manifest; the server refuses it otherwise.
  const tools: RouteObject[] = [
    {
      path: DEV_MAILBOX_PATH,
      handle: { public: true } satisfies RouteHandle,
      element: (
        <Screen
          key={DEV_MAILBOX_SCREEN}
          info={{ name: DEV_MAILBOX_SCREEN, title: 'Developer Mailbox', pattern: DEV_MAILBOX_PATH }}
        />
      ),
    },
  ];

  return [
    {
      path: '/',
      element: <RootLayout onSessionChange={options.onSessionChange} />,
      errorElement: <RouteErrorView />,
      children: [
        // '/' itself: the guard sends a visitor to /login/client and a signed-in user to /apps.
        { index: true, handle: { public: true } satisfies RouteHandle, element: null },
        ...top,
        ...app,
        ...tools,
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}

export function createConsoleRouter(options: { onSessionChange?: () => void } = {}) {
  return createBrowserRouter(consoleRoutes(options));
}
