import { describe, expect, it } from 'vitest';
import { BUNDLE_KEYS, bundles, type MenuEntry } from '../bundles';
import { NAV_ICONS } from './navIcons';

function iconsOf(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((e) => [...(e.icon ? [e.icon] : []), ...iconsOf(e.children ?? [])]);
}

describe('NAV_ICONS', () => {
  it('has every icon the bundle menus name', () => {
    const used = new Set(
      BUNDLE_KEYS.flatMap((key) => bundles[key].menu.flatMap((group) => iconsOf(group.entries))),
    );
    const missing = [...used].filter((name) => !(name in NAV_ICONS));
    expect(missing).toEqual([]);
  });
});
