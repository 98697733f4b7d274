import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  type Ref,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

/*
 * The storefront's router: its few paths (/store/{appUuid}/…) need a location, links, navigate and
 * params, not react-router (25 KB of a shopper's first page, issue 18). History API in the browser,
 * an in-memory history in tests.
 */

export interface StoreLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

interface RouterValue {
  location: StoreLocation;
  navigate: (to: string, options?: NavigateOptions) => void;
}

const RouterContext = createContext<RouterValue | null>(null);
const ParamsContext = createContext<Record<string, string>>({});

function parse(to: string, state: unknown = null): StoreLocation {
  const url = new URL(to, 'http://store.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state };
}

const browserLocation = (): StoreLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  state: (window.history.state as { usr?: unknown } | null)?.usr ?? null,
});

/** The router over the browser's history (back and forward included). */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(browserLocation);
  useEffect(() => {
    const onPop = () => startTransition(() => setLocation(browserLocation()));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const value = useMemo<RouterValue>(
    () => ({
      location,
      navigate: (to, options = {}) => {
        const next = parse(to, options.state ?? null);
        const href = `${next.pathname}${next.search}${next.hash}`;
        if (options.replace) window.history.replaceState({ usr: next.state }, '', href);
        else window.history.pushState({ usr: next.state }, '', href);
        // As react-router does: the page being left stays until the next one is ready (a lazy view's
        // chunk, say), and the location changes with it, so what runs on a change of page (focus to
        // its heading) sees the new page, not the old one hidden behind a loading bar.
        startTransition(() => setLocation(next));
        if (!next.hash) window.scrollTo(0, 0);
      },
    }),
    [location],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The router over an in-memory history (tests), starting at the last of `initialEntries`. */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries: string[];
  children: ReactNode;
}) {
  const [location, setLocation] = useState(() => parse(initialEntries[initialEntries.length - 1] ?? '/'));
  const value = useMemo<RouterValue>(
    () => ({
      location,
      navigate: (to, options = {}) => startTransition(() => setLocation(parse(to, options.state ?? null))),
    }),
    [location],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('No storefront router above this component');
  return router;
}

export const useLocation = (): StoreLocation => useRouter().location;

/** navigate(to, { state, replace }); resolves at once (react-router's navigate may be awaited). */
export function useNavigate(): (to: string, options?: NavigateOptions) => Promise<void> {
  const { navigate } = useRouter();
  return async (to, options) => navigate(to, options);
}

export function useParams(): Record<string, string | undefined> {
  return useContext(ParamsContext);
}

export function ParamsProvider({
  params,
  children,
}: {
  params: Record<string, string>;
  children: ReactNode;
}) {
  const outer = useContext(ParamsContext);
  return <ParamsContext.Provider value={{ ...outer, ...params }}>{children}</ParamsContext.Provider>;
}

/** The params of `pattern` (segments, `:name` ones captured) if `pathname` is exactly that path. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const segment = have[i] ?? '';
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return null;
      }
    } else if (part !== segment) return null;
  }
  return params;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  state?: unknown;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** A link inside the store: a real <a href> (open in a new tab works) that navigates in place on a plain click. */
export function Link({ to, state, replace, onClick, ref, ...rest }: LinkProps) {
  const { navigate } = useRouter();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    navigate(to, { state, replace });
  };
  return <a ref={ref} href={to} onClick={click} {...rest} />;
}
