import type { ComponentType } from 'react';

/** A screen module: its default export is the view. */
export interface ScreenModule {
  default: ComponentType;
}

/** `() => import('./views/XView')`: each screen is its own lazy chunk. */
export type ScreenLoader = () => Promise<ScreenModule>;

/** A module's screens by the spec's route names (modules/<domain>/routes.ts). */
export type ScreenMap = Readonly<Record<string, ScreenLoader>>;
