import { describe, expect, it } from 'vitest';
import { catalogRouteNames, flattenCategories, indentedCategories, parentOptions } from './categoryTree';

interface Node {
  uuid: string;
  name: string;
  children?: Node[];
}

describe('flattenCategories', () => {
  it('puts each subcategory right under its parent, one level deeper', () => {
    const roots: Node[] = [
      {
        uuid: 'a',
        name: 'Apparel',
        children: [
          { uuid: 'a1', name: 'Tops', children: [{ uuid: 'a11', name: 'Tees' }] },
          { uuid: 'a2', name: 'Pants' },
        ],
      },
      { uuid: 'b', name: 'Bags', children: [] },
    ];
    expect(flattenCategories(roots).map((r) => [r.category.name, r.depth])).toEqual([
      ['Apparel', 0],
      ['Tops', 1],
      ['Tees', 2],
      ['Pants', 1],
      ['Bags', 0],
    ]);
  });

  it('lists a category once even when a search page returns it beside its parent', () => {
    const child: Node = { uuid: 'c', name: 'Child' };
    expect(flattenCategories([{ uuid: 'p', name: 'Parent', children: [child] }, child])).toHaveLength(2);
  });
});

describe('parentOptions', () => {
  const all = [
    { uuid: 'a', name: 'Apparel', parentUuid: null },
    { uuid: 'a1', name: 'Tops', parentUuid: 'a' },
    { uuid: 'a11', name: 'Tees', parentUuid: 'a1' },
    { uuid: 'b', name: 'Bags', parentUuid: null },
  ];

  it('labels parents by their path and leaves out third-level categories for a new category', () => {
    expect(parentOptions(all)).toEqual([
      { uuid: 'a', label: 'Apparel' },
      { uuid: 'a1', label: 'Apparel › Tops' },
      { uuid: 'b', label: 'Bags' },
    ]);
  });

  it('never offers the category itself or its subcategories, nor a parent that would nest too deep', () => {
    expect(parentOptions(all, 'a1').map((o) => o.uuid)).toEqual(['a', 'b']);
    expect(parentOptions(all, 'a')).toEqual([]);
    expect(parentOptions(all, 'b').map((o) => o.uuid)).toEqual(['a', 'a1']);
  });
});

describe('catalogRouteNames', () => {
  it.each(['store-manager-categories', 'store-manager-categories-edit', 'store-manager-categories-new'])(
    'finds the sibling screens of %s',
    (name) => {
      expect(catalogRouteNames(name)).toEqual({
        list: 'store-manager-categories',
        create: 'store-manager-categories-new',
        edit: 'store-manager-categories-edit',
        details: 'store-manager-categories-details',
      });
    },
  );
});

describe('indentedCategories', () => {
  it('puts subcategories under their parent one level deeper, and orphans at the top', () => {
    const all = [
      { uuid: 'b', name: 'Bags', parentUuid: null },
      { uuid: 'a1', name: 'Tops', parentUuid: 'a' },
      { uuid: 'a', name: 'Apparel', parentUuid: null },
      { uuid: 'a11', name: 'Tees', parentUuid: 'a1' },
      { uuid: 'x', name: 'Lost', parentUuid: 'gone' },
    ];
    expect(indentedCategories(all).map((c) => [c.name, c.depth])).toEqual([
      ['Bags', 0],
      ['Apparel', 0],
      ['Tops', 1],
      ['Tees', 2],
      ['Lost', 0],
    ]);
  });
});
