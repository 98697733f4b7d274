import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from './fixtures.ts';
import { buildIndex, searchProducts } from './retrieval.ts';
import type { CatalogProduct } from './types.ts';

const index = buildIndex(DEMO_CATALOG);
const top = (query: string) => searchProducts(index, query)[0]?.product.name;

describe('searchProducts', () => {
  it.each([
    ['magkano ube halaya', 'Ube Halaya Jar'],
    ['t-shirt', 'Classic Cotton Tee'],
    ['tshirt', 'Classic Cotton Tee'],
    ['manok', 'Chicken Adobo Pack'],
    ['maanghang', 'Spicy Chicharon'],
    ['chicharron', 'Spicy Chicharon'],
    ['UBE HALAYÁ', 'Ube Halaya Jar'],
    ['pantalon', 'Denim Jogger Pants'],
    ['kalamansi', 'Calamansi Juice Concentrate'],
    ['pandesal', 'Ube Cheese Pandesal'],
    ['sumbrero', 'Embroidered Bucket Hat'],
  ])('finds "%s" → %s', (query, name) => {
    expect(top(query)).toBe(name);
  });

  it('returns nothing for words the catalog does not know, and nothing for an empty question', () => {
    expect(searchProducts(index, 'laptop charger')).toEqual([]);
    expect(searchProducts(index, 'magkano po?')).toEqual([]);
  });

  it('ranks a full name above a shared word', () => {
    const names = searchProducts(index, 'ube cheese pandesal').map((r) => r.product.name);
    expect(names[0]).toBe('Ube Cheese Pandesal');
    expect(names).toContain('Ube Halaya Jar');
  });

  it('returns at most 10 products', () => {
    const many: CatalogProduct[] = Array.from({ length: 30 }, (_, i) => ({
      uuid: `u${i}`,
      name: `Cotton Tee ${i}`,
      description: 'cotton tee',
      price: 10_000 + i,
      inStock: true,
      photoUrl: null,
      variants: [],
    }));
    expect(searchProducts(many, 'tee', { limit: 50 })).toHaveLength(10);
  });
});
