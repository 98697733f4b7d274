import { describe, expect, it } from 'vitest';
import { addOnFormSchema, addOnFormStart, addOnInput, categoryFormSchema, categoryInput } from './forms';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('category form', () => {
  it('requires a name and sends no parent as null', () => {
    expect(issues(categoryFormSchema.safeParse({ name: '  ', parentUuid: '', description: '' }))).toEqual({
      name: 'Name is required',
    });
    const ok = categoryFormSchema.parse({ name: ' Bags ', parentUuid: '', description: ' Totes ' });
    expect(categoryInput(ok)).toEqual({ name: 'Bags', parentUuid: null, description: 'Totes' });
  });
});

describe('add-on form', () => {
  it('turns the peso price into centavos and a blank limit into no limit', () => {
    const values = addOnFormSchema.parse({
      name: 'Gift wrap',
      price: '30.50',
      available: true,
      maxQuantity: '',
      description: '',
    });
    expect(addOnInput(values)).toEqual({
      name: 'Gift wrap',
      price: 3_050,
      available: true,
      maxQuantity: null,
      description: '',
    });
  });

  it('says what is wrong with the price and the limit', () => {
    const result = addOnFormSchema.safeParse({
      name: 'Rice',
      price: '20.555',
      available: true,
      maxQuantity: '0',
      description: '',
    });
    expect(issues(result)).toEqual({
      price: 'Price should have at most 2 decimal places',
      maxQuantity: 'Max quantity should be between 1 and 999',
    });
    expect(issues(addOnFormSchema.safeParse({ ...addOnFormStart(), name: 'X' }))).toEqual({
      price: 'Price is required',
    });
  });

  it('starts an edit from the stored centavos', () => {
    expect(
      addOnFormStart({ name: 'Chili oil', description: '', price: 3_500, available: false, maxQuantity: 2 }),
    ).toEqual({ name: 'Chili oil', description: '', price: '35.00', available: false, maxQuantity: '2' });
  });
});
