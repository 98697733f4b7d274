import { describe, expect, it } from 'vitest';
import { type AreaValues, areaInput, areaRouteNames, areaSchema, areaValues, EMPTY_AREA } from './areaForm';

const NCR = {
  code: '1300000000',
  name: 'National Capital Region (NCR)',
  level: 'REGION' as const,
  cityCount: 17,
};

const problems = (values: AreaValues) => {
  const r = areaSchema.safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('area form', () => {
  it('needs a name, some coverage, a fee and whole-day lead times in order', () => {
    expect(problems({ ...EMPTY_AREA })).toEqual({
      name: 'Name is required',
      coverage: 'Coverage is required',
      deliveryFee: 'Delivery Fee is required',
    });
    expect(
      problems({
        ...EMPTY_AREA,
        name: 'Metro',
        coverage: [NCR],
        deliveryFee: '-1',
        leadTimeMinDays: '1.5',
        leadTimeMaxDays: '',
      }),
    ).toEqual({
      deliveryFee: 'Delivery Fee has invalid value',
      leadTimeMinDays: 'Minimum Lead Time has invalid value',
      leadTimeMaxDays: 'Maximum Lead Time is required',
    });
    expect(
      problems({
        ...EMPTY_AREA,
        name: 'M',
        coverage: [NCR],
        deliveryFee: '80',
        leadTimeMinDays: '3',
        leadTimeMaxDays: '2',
      }),
    ).toEqual({ leadTimeMaxDays: 'Maximum Lead Time should not be less than Minimum Lead Time' });
  });

  it('sends codes, centavos and days, and reads a saved area back', () => {
    const values: AreaValues = {
      name: ' Metro Manila ',
      coverage: [NCR],
      deliveryFee: '80.50',
      leadTimeMinDays: '1',
      leadTimeMaxDays: '2',
      enabled: true,
    };
    expect(problems(values)).toEqual({});
    const input = areaInput(values);
    expect(input).toEqual({
      name: 'Metro Manila',
      coverage: ['1300000000'],
      deliveryFee: 8050,
      leadTimeMinDays: 1,
      leadTimeMaxDays: 2,
      enabled: true,
    });
    expect(
      areaValues({
        uuid: 'a',
        cityCount: 17,
        ...input,
        coverage: [NCR],
      }),
    ).toEqual({ ...values, name: 'Metro Manila' });
  });

  it("names the routes of the screen's bundle", () => {
    expect(areaRouteNames('b2b-delivery-areas-edit')).toEqual({
      list: 'b2b-delivery-areas',
      create: 'b2b-delivery-areas-new',
      edit: 'b2b-delivery-areas-edit',
    });
    expect(areaRouteNames('insurance-delivery-areas')?.create).toBe('insurance-delivery-areas-new');
  });
});
