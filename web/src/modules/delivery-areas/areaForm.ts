import * as z from 'zod/mini';
import { type AppRouteName, appRouteNameOrNull } from '../../bundles';
import type { DeliveryAreaFieldsFragment } from '../../generated/graphql';
import { formatPesoInput, parsePesos } from '../../lib/money';
import { invalidType, max, required } from '../../lib/validation';
import type { Place } from './coverage';

export const NAME_LIMIT = 100;
export const LEAD_TIME_LIMIT = 365;
export const CREATED = 'Delivery area Successfully created!';
export const UPDATED = 'Delivery area Successfully updated!';
export const REMOVED = 'Delivery area Successfully removed!';
export const REMOVE_QUESTION = 'Do you want to remove this delivery area?';

const isDays = (v: string) => /^\d+$/.test(v.trim()) && Number(v) <= LEAD_TIME_LIMIT;

const days = (name: string) =>
  z.string().check(
    z.refine((v) => v.trim() !== '', required(name)),
    z.refine((v) => v.trim() === '' || isDays(v), invalidType(name)),
  );

export const areaSchema = z
  .object({
    name: z.string().check(
      z.refine((v) => v.trim() !== '', required('Name')),
      z.refine((v) => v.trim().length <= NAME_LIMIT, max('Name', NAME_LIMIT)),
    ),
    coverage: z
      .array(
        z.object({
          code: z.string(),
          name: z.string(),
          level: z.enum(['REGION', 'PROVINCE', 'CITY']),
          cityCount: z.number(),
        }),
      )
      .check(z.refine((v) => v.length > 0, required('Coverage'))),
    deliveryFee: z.string().check(
      z.refine((v) => v.trim() !== '', required('Delivery Fee')),
      z.refine((v) => v.trim() === '' || parsePesos(v) !== null, invalidType('Delivery Fee')),
    ),
    leadTimeMinDays: days('Minimum Lead Time'),
    leadTimeMaxDays: days('Maximum Lead Time'),
    enabled: z.boolean(),
  })
  .check(
    z.refine(
      (v) =>
        !(isDays(v.leadTimeMinDays) && isDays(v.leadTimeMaxDays)) ||
        Number(v.leadTimeMinDays) <= Number(v.leadTimeMaxDays),
      {
        message: 'Maximum Lead Time should not be less than Minimum Lead Time',
        path: ['leadTimeMaxDays'],
      },
    ),
  );

export interface AreaValues {
  name: string;
  coverage: Place[];
  deliveryFee: string;
  leadTimeMinDays: string;
  leadTimeMaxDays: string;
  enabled: boolean;
}
export type AreaField = keyof AreaValues;
export const AREA_FIELDS: readonly AreaField[] = [
  'name',
  'coverage',
  'deliveryFee',
  'leadTimeMinDays',
  'leadTimeMaxDays',
  'enabled',
];

export const EMPTY_AREA: AreaValues = {
  name: '',
  coverage: [],
  deliveryFee: '',
  leadTimeMinDays: '1',
  leadTimeMaxDays: '3',
  enabled: true,
};

/** The form's starting values from a saved area. */
export function areaValues(area: DeliveryAreaFieldsFragment): AreaValues {
  return {
    name: area.name,
    coverage: area.coverage.map(({ code, name, level, cityCount }) => ({ code, name, level, cityCount })),
    deliveryFee: formatPesoInput(area.deliveryFee),
    leadTimeMinDays: String(area.leadTimeMinDays),
    leadTimeMaxDays: String(area.leadTimeMaxDays),
    enabled: area.enabled,
  };
}

/** The fields both create and update send: codes, centavos and whole days. */
export function areaInput(values: AreaValues) {
  return {
    name: values.name.trim(),
    coverage: values.coverage.map((p) => p.code),
    deliveryFee: parsePesos(values.deliveryFee) ?? 0,
    leadTimeMinDays: Number(values.leadTimeMinDays),
    leadTimeMaxDays: Number(values.leadTimeMaxDays),
    enabled: values.enabled,
  };
}

/**
 * The list, create and edit route names of the bundle whose screen this is ("b2b-delivery-areas-edit"
 * -> b2b-…); null unless the manifest has all three.
 */
export function areaRouteNames(
  screenName: string | undefined,
): { list: AppRouteName; create: AppRouteName; edit: AppRouteName } | null {
  const name = (screenName ?? 'ecommerce-delivery-areas').replace(/-(new|edit)$/, '');
  const list = appRouteNameOrNull(name);
  const create = appRouteNameOrNull(`${name}-new`);
  const edit = appRouteNameOrNull(`${name}-edit`);
  return list && create && edit ? { list, create, edit } : null;
}
