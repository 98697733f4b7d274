import * as z from 'zod/mini';
import type {
  ShippingMethodCreateInput,
  ShippingMethodFieldsFragment,
  ShippingMethodKind,
} from '../../generated/graphql';
import { formatPeso } from '../../lib/format';
import { formatPesoInput, parsePesos } from '../../lib/money';
import { invalid, max, required } from '../../lib/validation';
import { MAX_AMOUNT } from './checkoutForm';

/** Document 1 §9: maps open at Quezon City. */
export const DEFAULT_LATITUDE = 14.6032;
export const DEFAULT_LONGITUDE = 121.0921;

export const KIND_LABELS: Readonly<Record<ShippingMethodKind, string>> = {
  pickup: 'Store pickup',
  flat_rate: 'Flat rate',
  per_area_rate: 'Per-area rate',
  grab_express: 'Grab Express',
  lalamove: 'Lalamove',
};
export const KINDS = Object.keys(KIND_LABELS) as ShippingMethodKind[];
/** Kinds collected from the pickup address (the customer, or the courier's rider). */
export const NEEDS_PICKUP_ADDRESS: ReadonlySet<ShippingMethodKind> = new Set([
  'pickup',
  'grab_express',
  'lalamove',
]);

const coordinate = (name: string, limit: number) =>
  z.string().check(
    z.refine((v) => {
      const n = Number(v.trim());
      return v.trim() !== '' && Number.isFinite(n) && Math.abs(n) <= limit;
    }, invalid(name)),
  );

export const shippingMethodSchema = z
  .object({
    name: z.string().check(
      z.refine((v) => v.trim() !== '', required('Name')),
      z.refine((v) => v.trim().length <= 100, max('Name', 100)),
    ),
    kind: z.enum(['pickup', 'flat_rate', 'per_area_rate', 'grab_express', 'lalamove']),
    fee: z.string(),
    pickupAddress: z.string().check(z.refine((v) => v.trim().length <= 300, max('Pickup Address', 300))),
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
    enabled: z.boolean(),
    instructions: z.string().check(z.refine((v) => v.trim().length <= 500, max('Instructions', 500))),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.kind === 'flat_rate') {
        const fee = parsePesos(v.fee);
        const message =
          v.fee.trim() === '' ? required('Fee') : fee === null || fee > MAX_AMOUNT ? invalid('Fee') : null;
        if (message) ctx.issues.push({ code: 'custom', message, path: ['fee'], input: v.fee });
      }
      if (NEEDS_PICKUP_ADDRESS.has(v.kind) && v.pickupAddress.trim() === '')
        ctx.issues.push({
          code: 'custom',
          message: required('Pickup Address'),
          path: ['pickupAddress'],
          input: v.pickupAddress,
        });
    }),
  );

export type ShippingMethodValues = z.output<typeof shippingMethodSchema>;
export type ShippingMethodField = keyof ShippingMethodValues;
export const SHIPPING_METHOD_FIELDS = Object.keys(shippingMethodSchema.shape) as ShippingMethodField[];

export const NEW_SHIPPING_METHOD: ShippingMethodValues = {
  name: '',
  kind: 'pickup',
  fee: '',
  pickupAddress: '',
  latitude: String(DEFAULT_LATITUDE),
  longitude: String(DEFAULT_LONGITUDE),
  enabled: true,
  instructions: '',
};

export function shippingValues(m: ShippingMethodFieldsFragment): ShippingMethodValues {
  return {
    name: m.name,
    kind: m.kind,
    fee: m.kind === 'flat_rate' ? formatPesoInput(m.fee) : '',
    pickupAddress: m.pickupAddress,
    latitude: String(m.latitude),
    longitude: String(m.longitude),
    enabled: m.enabled,
    instructions: m.instructions,
  };
}

/** The fields to send (create adds appUuid, update adds uuid). */
export function shippingInput(v: ShippingMethodValues): Omit<ShippingMethodCreateInput, 'appUuid'> {
  return {
    name: v.name.trim(),
    kind: v.kind,
    fee: v.kind === 'flat_rate' ? (parsePesos(v.fee) ?? 0) : 0,
    pickupAddress: v.pickupAddress.trim(),
    latitude: Number(v.latitude.trim()),
    longitude: Number(v.longitude.trim()),
    enabled: v.enabled,
    instructions: v.instructions.trim(),
  };
}

/** One line on a card: "Flat rate · ₱80.00", "Store pickup · 12 Kamuning Road". */
export function shippingSummary(
  m: Pick<ShippingMethodFieldsFragment, 'kind' | 'fee' | 'pickupAddress'>,
): string {
  const kind = KIND_LABELS[m.kind];
  if (m.kind === 'flat_rate') return `${kind} · ${formatPeso(m.fee)}`;
  if (m.kind === 'per_area_rate') return `${kind} · fee from the delivery area`;
  return m.pickupAddress ? `${kind} · ${m.pickupAddress}` : kind;
}
