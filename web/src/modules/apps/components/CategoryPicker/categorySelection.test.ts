import { describe, expect, it } from 'vitest';
import { TEST_CATALOGUE } from '../../testing/catalogue';
import {
  type CategorySelection,
  categorySelectionReducer,
  initialSelection,
  isSecondarySelected,
  primaryCheckState,
  selectionHeader,
  toCategoryInput,
} from './categorySelection';

const CATALOGUE = TEST_CATALOGUE;

function run(state: CategorySelection, ...actions: Parameters<typeof categorySelectionReducer>[1][]) {
  return actions.reduce(categorySelectionReducer, state);
}

const primary = (name: string) => ({ type: 'togglePrimary', primary: name }) as const;
const secondary = (p: string, s: string) => ({ type: 'toggleSecondary', primary: p, secondary: s }) as const;
const empty = () => initialSelection(CATALOGUE);

describe('categorySelectionReducer', () => {
  it('choosing a primary selects all its secondaries and expands it', () => {
    const state = run(empty(), primary('Audio'));
    expect(state.selected.Audio).toEqual(['Headphones', 'Speakers', 'Microphones']);
    expect(state.expanded).toEqual(['Audio']);
    expect(primaryCheckState(state, 'Audio')).toBe('checked');
  });

  it('choosing it again when all are selected clears all and collapses it', () => {
    const state = run(empty(), primary('Audio'), primary('Audio'));
    expect(state.selected.Audio).toBeUndefined();
    expect(state.expanded).toEqual([]);
    expect(primaryCheckState(state, 'Audio')).toBe('unchecked');
  });

  it('choosing a partially selected primary selects the rest instead of clearing', () => {
    const state = run(empty(), secondary('Audio', 'Speakers'), primary('Audio'));
    expect(state.selected.Audio).toEqual(['Headphones', 'Speakers', 'Microphones']);
    expect(state.expanded).toEqual(['Audio']);
  });

  it('selecting any secondary turns the primary on, partially (indeterminate)', () => {
    const state = run(empty(), secondary('Audio', 'Speakers'));
    expect(state.selected.Audio).toEqual(['Speakers']);
    expect(primaryCheckState(state, 'Audio')).toBe('indeterminate');
  });

  it('selecting every secondary one by one makes the primary checked', () => {
    const state = run(
      empty(),
      secondary('Audio', 'Microphones'),
      secondary('Audio', 'Headphones'),
      secondary('Audio', 'Speakers'),
    );
    expect(primaryCheckState(state, 'Audio')).toBe('checked');
    // Kept in the catalogue's order, not the click order.
    expect(state.selected.Audio).toEqual(['Headphones', 'Speakers', 'Microphones']);
  });

  it('clearing all secondaries turns the primary off', () => {
    const state = run(empty(), secondary('Audio', 'Speakers'), secondary('Audio', 'Speakers'));
    expect(state.selected.Audio).toBeUndefined();
    expect(primaryCheckState(state, 'Audio')).toBe('unchecked');
  });

  it('clearing one secondary of a full primary leaves it indeterminate', () => {
    const state = run(empty(), primary('Audio'), secondary('Audio', 'Headphones'));
    expect(state.selected.Audio).toEqual(['Speakers', 'Microphones']);
    expect(primaryCheckState(state, 'Audio')).toBe('indeterminate');
  });

  it('keeps the Food groups apart although they share one cuisine list', () => {
    const state = run(empty(), secondary('Caterers', 'Filipino'));
    expect(isSecondarySelected(state, 'Caterers', 'Filipino')).toBe(true);
    expect(isSecondarySelected(state, 'Street Food', 'Filipino')).toBe(false);
    expect(state.selected['Street Food']).toBeUndefined();

    const both = run(state, primary('Street Food'), secondary('Street Food', 'Filipino'));
    expect(both.selected.Caterers).toEqual(['Filipino']);
    expect(both.selected['Street Food']).toEqual(['Chinese', 'Japanese']);
  });

  it('toggles a primary that has no secondary options', () => {
    const on = run(empty(), primary('Others'));
    expect(primaryCheckState(on, 'Others')).toBe('checked');
    expect(run(on, primary('Others')).selected.Others).toBeUndefined();
  });

  it('expands and collapses without changing the selection', () => {
    const open = run(empty(), { type: 'toggleExpanded', primary: 'Caterers' });
    expect(open.expanded).toEqual(['Caterers']);
    expect(open.selected).toEqual({});
    expect(run(open, { type: 'toggleExpanded', primary: 'Caterers' }).expanded).toEqual([]);
  });

  it('ignores primaries and secondaries the catalogue does not have', () => {
    const start = empty();
    expect(run(start, primary('Weapons'))).toBe(start);
    expect(run(start, secondary('Audio', 'Filipino'))).toBe(start);
  });

  it('resets to a given state', () => {
    const other = run(empty(), primary('Audio'));
    expect(run(empty(), { type: 'reset', state: other })).toBe(other);
  });
});

describe('initialSelection', () => {
  it("reads the app's saved tree, plain or qualified, skipping unselected and unknown nodes", () => {
    const state = initialSelection(CATALOGUE, [
      {
        primaryCategory: 'Caterers',
        selected: true,
        secondaryCategories: ['Japanese', 'Caterers > Filipino'],
      },
      { primaryCategory: 'Street Food', selected: false, secondaryCategories: ['Filipino'] },
      { primaryCategory: 'Weapons', selected: true, secondaryCategories: ['Swords'] },
      { primaryCategory: 'Others', selected: true, secondaryCategories: [] },
    ]);
    expect(state.selected).toEqual({ Caterers: ['Filipino', 'Japanese'], Others: [] });
    expect(state.expanded).toEqual([]);
  });
});

describe('selectionHeader', () => {
  it('reads Please Select when nothing is chosen', () => {
    expect(selectionHeader(empty())).toBe('Please Select');
  });

  it('uses the singular for one of each', () => {
    expect(selectionHeader(run(empty(), secondary('Caterers', 'Filipino')))).toBe(
      'Selected: 1 Primary Category, 1 Secondary Category',
    );
  });

  it('uses the plural for several and for none', () => {
    expect(selectionHeader(run(empty(), primary('Audio'), primary('Caterers')))).toBe(
      'Selected: 2 Primary Categories, 6 Secondary Categories',
    );
    expect(selectionHeader(run(empty(), primary('Others')))).toBe(
      'Selected: 1 Primary Category, 0 Secondary Categories',
    );
  });
});

describe('toCategoryInput', () => {
  it('lists primaries in catalogue order and qualifies secondaries by their primary', () => {
    const state = run(
      empty(),
      secondary('Street Food', 'Filipino'),
      secondary('Caterers', 'Japanese'),
      secondary('Caterers', 'Filipino'),
    );
    expect(toCategoryInput(state)).toEqual({
      primaryCategories: ['Caterers', 'Street Food'],
      secondaryCategories: ['Caterers > Filipino', 'Caterers > Japanese', 'Street Food > Filipino'],
    });
  });
});
