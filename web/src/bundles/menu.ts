/** The side menu of an app: the bundle's groups with every `when` applied (document 2 §2.3 side menu rules). */
import { bundles } from './registry';
import type { MenuContext, MenuEntry, MenuGroup } from './types';

function visibleEntries(entries: MenuEntry[], ctx: MenuContext): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const { when, children, ...rest } of entries) {
    if (when !== undefined && !when(ctx)) continue;
    if (children === undefined) {
      out.push(rest);
      continue;
    }
    const shown = visibleEntries(children, ctx);
    if (shown.length > 0) out.push({ ...rest, children: shown });
    else if (rest.route !== undefined) out.push(rest);
  }
  return out;
}

/** The visible groups: hidden groups and entries dropped (recursively), and groups left empty dropped. */
export function menuFor(ctx: MenuContext): MenuGroup[] {
  const groups: MenuGroup[] = [];
  for (const { when, entries, ...rest } of bundles[ctx.bundleKey].menu) {
    if (when !== undefined && !when(ctx)) continue;
    const shown = visibleEntries(entries, ctx);
    if (shown.length > 0) groups.push({ ...rest, entries: shown });
  }
  return groups;
}
