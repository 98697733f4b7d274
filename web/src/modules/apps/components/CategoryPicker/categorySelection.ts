/*
 * The merchant category picker's selection (document 1 §2, §4) as one pure reducer.
 *
 * Rules:
 * - choosing a primary selects all its secondaries and expands it;
 * - choosing it again when all are selected clears them all and collapses it;
 * - selecting any secondary turns its primary on; clearing the last one turns it off;
 * - a partial selection shows the primary as indeterminate.
 * A primary without secondary options simply toggles. Secondaries are kept per primary, so the
 * four Food groups that share one cuisine list never affect each other.
 */

/** One primary category of the catalogue and its secondary options (server data). */
export interface CategoryOption {
  readonly name: string;
  readonly secondaryOptions: readonly string[];
}

/** A node of an app's saved category tree, as the server sends it. */
export interface CategoryTreeEntry {
  readonly primaryCategory: string;
  readonly selected: boolean;
  readonly secondaryCategories: readonly string[];
}

export interface CategorySelection {
  readonly catalogue: readonly CategoryOption[];
  /** Selected primaries (the key is present exactly when the primary is on) and their selected secondaries. */
  readonly selected: Readonly<Record<string, readonly string[]>>;
  /** Primaries whose secondary list is open. */
  readonly expanded: readonly string[];
}

export type CategoryAction =
  | { readonly type: 'togglePrimary'; readonly primary: string }
  | { readonly type: 'toggleSecondary'; readonly primary: string; readonly secondary: string }
  | { readonly type: 'toggleExpanded'; readonly primary: string }
  | { readonly type: 'reset'; readonly state: CategorySelection };

export type PrimaryCheckState = 'checked' | 'unchecked' | 'indeterminate';

/** The separator of qualified secondaries: 'Caterers > Filipino'. */
export const QUALIFIER = ' > ';

export function qualify(primary: string, secondary: string): string {
  return `${primary}${QUALIFIER}${secondary}`;
}

function optionOf(state: CategorySelection, primary: string): CategoryOption | undefined {
  return state.catalogue.find((option) => option.name === primary);
}

/** The catalogue's order for a primary's secondaries, so output never depends on click order. */
function inCatalogueOrder(option: CategoryOption, secondaries: ReadonlySet<string>): string[] {
  return option.secondaryOptions.filter((name) => secondaries.has(name));
}

function withPrimary(
  state: CategorySelection,
  primary: string,
  secondaries: readonly string[] | null,
): CategorySelection['selected'] {
  const next: Record<string, readonly string[]> = { ...state.selected };
  if (secondaries === null) delete next[primary];
  else next[primary] = secondaries;
  return next;
}

function expand(expanded: readonly string[], primary: string, open: boolean): readonly string[] {
  const has = expanded.includes(primary);
  if (open) return has ? expanded : [...expanded, primary];
  return has ? expanded.filter((name) => name !== primary) : expanded;
}

/** A selection from the catalogue and, optionally, the app's saved tree (nothing expanded). */
export function initialSelection(
  catalogue: readonly CategoryOption[],
  tree: readonly CategoryTreeEntry[] = [],
): CategorySelection {
  const selected: Record<string, readonly string[]> = {};
  for (const node of tree) {
    if (!node.selected) continue;
    const option = catalogue.find((o) => o.name === node.primaryCategory);
    if (option === undefined) continue;
    // Accept plain ('Filipino') or qualified ('Caterers > Filipino') secondaries.
    const prefix = `${option.name}${QUALIFIER}`;
    const names = new Set(
      node.secondaryCategories.map((name) => (name.startsWith(prefix) ? name.slice(prefix.length) : name)),
    );
    selected[option.name] = inCatalogueOrder(option, names);
  }
  return { catalogue, selected, expanded: [] };
}

export function categorySelectionReducer(
  state: CategorySelection,
  action: CategoryAction,
): CategorySelection {
  switch (action.type) {
    case 'reset':
      return action.state;
    case 'toggleExpanded': {
      if (optionOf(state, action.primary) === undefined) return state;
      const open = !state.expanded.includes(action.primary);
      return { ...state, expanded: expand(state.expanded, action.primary, open) };
    }
    case 'togglePrimary': {
      const option = optionOf(state, action.primary);
      if (option === undefined) return state;
      const current = state.selected[option.name];
      const total = option.secondaryOptions.length;
      if (total === 0) {
        return { ...state, selected: withPrimary(state, option.name, current === undefined ? [] : null) };
      }
      const allSelected = current !== undefined && current.length === total;
      if (allSelected) {
        return {
          ...state,
          selected: withPrimary(state, option.name, null),
          expanded: expand(state.expanded, option.name, false),
        };
      }
      return {
        ...state,
        selected: withPrimary(state, option.name, [...option.secondaryOptions]),
        expanded: expand(state.expanded, option.name, true),
      };
    }
    case 'toggleSecondary': {
      const option = optionOf(state, action.primary);
      if (option === undefined || !option.secondaryOptions.includes(action.secondary)) return state;
      const names = new Set(state.selected[option.name] ?? []);
      if (names.has(action.secondary)) names.delete(action.secondary);
      else names.add(action.secondary);
      const next = inCatalogueOrder(option, names);
      return { ...state, selected: withPrimary(state, option.name, next.length === 0 ? null : next) };
    }
  }
}

/** How a primary's checkbox shows: on with every secondary (or none to have), off, or partial. */
export function primaryCheckState(state: CategorySelection, primary: string): PrimaryCheckState {
  const current = state.selected[primary];
  if (current === undefined) return 'unchecked';
  const total = optionOf(state, primary)?.secondaryOptions.length ?? 0;
  return current.length === total ? 'checked' : 'indeterminate';
}

export function isSecondarySelected(state: CategorySelection, primary: string, secondary: string): boolean {
  return state.selected[primary]?.includes(secondary) ?? false;
}

/** Selected primaries in catalogue order. */
export function selectedPrimaries(state: CategorySelection): string[] {
  return state.catalogue.filter((option) => state.selected[option.name] !== undefined).map((o) => o.name);
}

export function selectedSecondaryCount(state: CategorySelection): number {
  return selectedPrimaries(state).reduce((sum, name) => sum + (state.selected[name]?.length ?? 0), 0);
}

function counted(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** 'Selected: 1 Primary Category, 3 Secondary Categories', or 'Please Select' when no primary is chosen. */
export function headerText(primaries: number, secondaries: number): string {
  if (primaries === 0) return 'Please Select';
  return `Selected: ${counted(primaries, 'Primary Category', 'Primary Categories')}, ${counted(
    secondaries,
    'Secondary Category',
    'Secondary Categories',
  )}`;
}

/** The picker's header for a selection. */
export function selectionHeader(state: CategorySelection): string {
  return headerText(selectedPrimaries(state).length, selectedSecondaryCount(state));
}

/** The selected nodes of a saved tree (the summary on In-App Store Settings). */
export function selectedTreeNodes(tree: readonly CategoryTreeEntry[]): CategoryTreeEntry[] {
  return tree.filter((node) => node.selected);
}

/** True when a saved tree has no selected primary (the Merchant Category form is then due). */
export function hasNoPrimary(tree: ReadonlyArray<{ selected: boolean }> | null | undefined): boolean {
  return !(tree ?? []).some((node) => node.selected);
}

/** The save mutation's category fields: primaries, and secondaries qualified as 'Primary > Secondary'. */
export function toCategoryInput(state: CategorySelection): {
  primaryCategories: string[];
  secondaryCategories: string[];
} {
  const primaryCategories = selectedPrimaries(state);
  const secondaryCategories = primaryCategories.flatMap((primary) =>
    (state.selected[primary] ?? []).map((secondary) => qualify(primary, secondary)),
  );
  return { primaryCategories, secondaryCategories };
}
