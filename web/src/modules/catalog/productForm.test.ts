import { describe, expect, it } from 'vitest';
import {
  type ProductFormValues,
  productFailure,
  productFieldPath,
  productFormSchema,
  productFormStart,
  productInput,
  productProblems,
  withOptions,
} from './productForm';
import { product } from './testing/fixtures';
import { buildVariantRows, EMPTY_VARIANT, type OptionDraft } from './variantMatrix';

const blank = productFormStart();
const size: OptionDraft = { id: 'option-0', name: 'Size', values: ['S', 'M'] };
const color: OptionDraft = { id: 'option-1', name: 'Color', values: ['Black', 'White'] };

function withMatrix(options: OptionDraft[], price = '150'): ProductFormValues {
  return { ...blank, name: 'Tee', options, variants: buildVariantRows(options, { ...EMPTY_VARIANT, price }) };
}

const badInput = (fields: Record<string, string>) => ({
  errors: [{ message: Object.values(fields)[0] ?? '', extensions: { code: 'BAD_USER_INPUT', fields } }],
});

describe('productProblems', () => {
  it('asks for the name and the price of a product without options, in the spec wording', () => {
    expect(productProblems(blank)).toEqual({ name: 'Name is required', price: 'Price is required' });
  });

  it('checks the compare-at price and the stock only when they are used', () => {
    const v = {
      ...blank,
      name: 'Jam',
      price: '10',
      compareAtPrice: '1.234',
      limited: true,
      stockQuantity: '-1',
    };
    expect(productProblems(v)).toEqual({
      compareAtPrice: 'Compare-at price should have at most 2 decimal places',
      stockQuantity: 'Stock quantity should be a whole number, not negative',
    });
    expect(productProblems({ ...v, compareAtPrice: '', limited: false })).toEqual({});
    expect(productProblems({ ...v, compareAtPrice: '', stockQuantity: '' })).toEqual({
      stockQuantity: 'Stock quantity is required',
    });
  });

  it("keys a variant's problems by its row, as the server does, and ignores the single price", () => {
    const v = withMatrix([size, color]);
    const rows = v.variants.map((r, i) =>
      i === 2 ? { ...r, price: '', limited: true, stockQuantity: '2.5' } : r,
    );
    expect(productProblems({ ...v, variants: rows })).toEqual({
      'variants.2.price': 'Price is required',
      'variants.2.stockQuantity': 'Stock quantity should be a whole number, not negative',
    });
  });

  it('wants options named, each once, with at least one value', () => {
    const v = withMatrix([
      size,
      { id: 'option-1', name: 'size', values: [] },
      { id: 'option-2', name: ' ', values: ['A'] },
    ]);
    expect(productProblems(v)).toEqual({
      'options.1.name': 'Option names should be different',
      'options.1.values': 'Add at least one value',
      'options.2.name': 'Option name is required',
    });
  });

  it('reaches the form through the schema at the same paths', () => {
    const result = productFormSchema.safeParse({ ...withMatrix([size]), variants: [] });
    expect(result.success).toBe(true);
    const failed = productFormSchema.safeParse({ ...withMatrix([size], '') });
    expect(failed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['variants.0.price', 'Price is required'],
      ['variants.1.price', 'Price is required'],
    ]);
  });
});

describe('productInput', () => {
  it('sends a product without options as centavos, unlimited stock as null', () => {
    const v = { ...blank, name: ' Ube Jam ', price: '1,250.50', compareAtPrice: '', sectionName: ' ' };
    expect(productInput(v)).toEqual({
      name: 'Ube Jam',
      description: '',
      categoryUuid: null,
      sectionName: null,
      published: true,
      hidden: false,
      digitalProduct: false,
      addOnUuids: [],
      photoUuids: [],
      options: [],
      price: 125_050,
      compareAtPrice: null,
      stockQuantity: null,
      limited: false,
    });
  });

  it('sends the whole matrix in option order with each row in centavos', () => {
    const v = withMatrix([size, color]);
    const variants = v.variants.map((r) =>
      r.name === 'M / White' ? { ...r, limited: true, stockQuantity: '5', published: false } : r,
    );
    const input = productInput({ ...v, variants, photos: [{ uuid: 'ph-1', url: 'u', thumbnailUrl: 't' }] });
    expect(input.options).toEqual([
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Color', values: ['Black', 'White'] },
    ]);
    expect(input.photoUuids).toEqual(['ph-1']);
    expect(input.price).toBeUndefined();
    expect(input.variants).toEqual([
      {
        productOptions: ['S', 'Black'],
        price: 15_000,
        compareAtPrice: null,
        stockQuantity: null,
        limited: false,
        published: true,
      },
      {
        productOptions: ['S', 'White'],
        price: 15_000,
        compareAtPrice: null,
        stockQuantity: null,
        limited: false,
        published: true,
      },
      {
        productOptions: ['M', 'Black'],
        price: 15_000,
        compareAtPrice: null,
        stockQuantity: null,
        limited: false,
        published: true,
      },
      {
        productOptions: ['M', 'White'],
        price: 15_000,
        compareAtPrice: null,
        stockQuantity: 5,
        limited: true,
        published: false,
      },
    ]);
  });
});

describe('productFormStart', () => {
  it('reads a stored product without options from its Default variant', () => {
    const p = product({
      uuid: 'p-1',
      name: 'Jam',
      published: false,
      variants: [
        {
          uuid: 'v',
          variantName: 'Default',
          productOptions: [],
          price: 3_550,
          stockQuantity: 7,
          limited: true,
          published: true,
        },
      ],
    });
    expect(productFormStart(p)).toMatchObject({
      name: 'Jam',
      published: false,
      price: '35.50',
      compareAtPrice: '',
      stockQuantity: '7',
      limited: true,
      options: [],
      variants: [],
    });
  });

  it('lays the stored variants on the option matrix', () => {
    const p = product({
      uuid: 'p-2',
      name: 'Tee',
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        {
          uuid: 'v2',
          variantName: 'M',
          productOptions: ['M'],
          price: 21_000,
          stockQuantity: 0,
          limited: false,
          published: false,
        },
        {
          uuid: 'v1',
          variantName: 'S',
          productOptions: ['S'],
          price: 20_000,
          compareAtPrice: 25_000,
          stockQuantity: 4,
          limited: true,
          published: true,
        },
      ],
    });
    const start = productFormStart(p);
    expect(start.options).toEqual([{ id: 'option-0', name: 'Size', values: ['S', 'M'] }]);
    expect(
      start.variants.map((r) => [r.name, r.price, r.compareAtPrice, r.stockQuantity, r.limited, r.published]),
    ).toEqual([
      ['S', '200.00', '250.00', '4', true, true],
      ['M', '210.00', '', '', false, false],
    ]);
  });
});

describe('withOptions', () => {
  it('starts the first variants from the single price, and keeps the product published state', () => {
    const single = { ...blank, name: 'Tee', price: '99', published: false };
    const next = withOptions(single, [size]);
    expect(next.variants.map((r) => [r.name, r.price, r.published])).toEqual([
      ['S', '99', true],
      ['M', '99', true],
    ]);
    expect(next.published).toBe(false);
  });

  it('goes back to one price when the last option value is removed', () => {
    const v = withMatrix([size], '120');
    const next = withOptions(v, [{ ...size, values: [] }]);
    expect(next).toMatchObject({ price: '120', variants: [], options: [{ name: 'Size', values: [] }] });
  });
});

describe('server field messages', () => {
  it('map onto the form, photoUuids onto the photos', () => {
    expect(productFieldPath('variants.12.price')).toBe('variants.12.price');
    expect(productFieldPath('options.0.values')).toBe('options.0.values');
    expect(productFieldPath('photoUuids')).toBe('photos');
    expect(productFieldPath('variants')).toBeNull();
    expect(productFieldPath('appUuid')).toBeNull();
  });

  it('put what no field shows in the alert, and the message alone when no field takes one', () => {
    expect(
      productFailure(
        badInput({ 'variants.2.price': 'Price is required', variants: 'Set a price for every variant' }),
      ),
    ).toEqual({
      fields: { 'variants.2.price': 'Price is required' },
      message: 'Set a price for every variant',
    });
    expect(productFailure(badInput({ name: 'Name is required' }))).toEqual({
      fields: { name: 'Name is required' },
    });
    expect(productFailure(badInput({ uuids: 'Product not found' }))).toEqual({
      message: 'Product not found',
    });
    expect(productFailure(new Error('offline'))).toEqual({
      message: 'Something went wrong please try again later',
    });
  });
});
