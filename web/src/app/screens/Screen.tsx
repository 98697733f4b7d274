import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect } from 'react';
import { loadWithReload } from '../../lib/reload';
import { useBrandName } from '../../shell/whitelabel/WhiteLabelContext';
import { notBuiltLoader, screenLoader } from './registry';
import { type ScreenInfo, ScreenInfoContext } from './ScreenInfo';

const lazyScreens = new Map<string, LazyExoticComponent<ComponentType>>();

/** One React.lazy component per screen name (the "Not built yet" page shares one). */
function lazyScreen(name: string): LazyExoticComponent<ComponentType> {
  const loader = screenLoader(name);
  const cacheKey = loader ? name : '__not-built__';
  let component = lazyScreens.get(cacheKey);
  if (!component) {
    component = lazy(() => loadWithReload(loader ?? notBuiltLoader));
    lazyScreens.set(cacheKey, component);
  }
  return component;
}

export function ScreenFallback() {
  return (
    <Box sx={{ py: 1 }}>
      <LinearProgress aria-label="Loading screen" />
    </Box>
  );
}

/** Renders the named screen, lazily, with its route info available to it. */
export function Screen({ info }: { info: ScreenInfo }) {
  const View = lazyScreen(info.name);
  // The tab names the screen and the brand: the white-label partner's title on its origins.
  const brand = useBrandName();
  useEffect(() => {
    document.title = `${info.title} · ${brand}`;
  }, [info.title, brand]);
  return (
    <ScreenInfoContext.Provider value={info}>
      <Suspense fallback={<ScreenFallback />}>
        <View />
      </Suspense>
    </ScreenInfoContext.Provider>
  );
}
