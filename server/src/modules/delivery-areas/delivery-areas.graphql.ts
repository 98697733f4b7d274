import { builder } from '../../graphql/builder.ts';
import {
  createDeliveryArea,
  deleteDeliveryArea,
  deliveryAreaOrThrow,
  listDeliveryAreas,
  updateDeliveryArea,
} from './delivery-areas.service.ts';
import type { DeliveryAreaRow } from './delivery-areas.tables.ts';
import {
  type PsgcPlace,
  psgcCities,
  psgcCityCount,
  psgcPlace,
  psgcProvinces,
  psgcRegions,
  singleCityOf,
} from './psgc/psgc.ts';

const PsgcLevelEnum = builder.enumType('PsgcLevel', {
  values: { REGION: { value: 'region' }, PROVINCE: { value: 'province' }, CITY: { value: 'city' } } as const,
});

export const PsgcPlaceType = builder.objectRef<PsgcPlace>('PsgcPlace').implement({
  description: 'A region, province or city/municipality of the Philippine Standard Geographic Code.',
  fields: (t) => ({
    code: t.exposeString('code', { description: '10-digit PSGC code.' }),
    name: t.exposeString('name'),
    level: t.field({ type: PsgcLevelEnum, resolve: (p) => p.level }),
    regionCode: t.exposeString('regionCode'),
    provinceCode: t.exposeString('provinceCode', { nullable: true }),
    singleCityCode: t.string({
      nullable: true,
      description:
        "For a province-level place with one city or municipality (Metro Manila's cities and Pateros): that city's code.",
      resolve: (p) => (p.level === 'province' ? singleCityOf(p.code) : null),
    }),
    cityCount: t.int({
      description: 'How many cities and municipalities it spans (1 for a city).',
      resolve: (p) => psgcCityCount(p.code),
    }),
  }),
});

builder.queryField('psgcRegions', (t) =>
  t.field({ type: [PsgcPlaceType], description: 'The 18 regions, by name.', resolve: () => psgcRegions() }),
);
builder.queryField('psgcProvinces', (t) =>
  t.field({
    type: [PsgcPlaceType],
    description: "A region's provinces and province-level cities, by name (empty for an unknown code).",
    args: { regionCode: t.arg.string({ required: true }) },
    resolve: (_root, { regionCode }) => psgcProvinces(regionCode),
  }),
);
builder.queryField('psgcCities', (t) =>
  t.field({
    type: [PsgcPlaceType],
    description: "A province's cities and municipalities, by name (empty for an unknown code).",
    args: { provinceCode: t.arg.string({ required: true }) },
    resolve: (_root, { provinceCode }) => psgcCities(provinceCode),
  }),
);

export const DeliveryAreaType = builder.objectRef<DeliveryAreaRow>('DeliveryArea').implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    name: t.exposeString('name'),
    coverage: t.field({
      type: [PsgcPlaceType],
      description: 'The regions, provinces and cities it covers (none inside another).',
      resolve: (a) => a.coverage.map(psgcPlace).filter((p): p is PsgcPlace => p !== null),
    }),
    cityCount: t.int({
      description: 'How many cities and municipalities the coverage spans.',
      resolve: (a) => a.coverage.reduce((n, code) => n + psgcCityCount(code), 0),
    }),
    deliveryFee: t.exposeInt('deliveryFee', { description: 'Centavos.' }),
    leadTimeMinDays: t.exposeInt('leadTimeMinDays'),
    leadTimeMaxDays: t.exposeInt('leadTimeMaxDays'),
    enabled: t.exposeBoolean('enabled'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('deliveryAreas', (t) =>
  t.connection(
    {
      type: DeliveryAreaType,
      args: { appUuid: t.arg.id({ required: true }) },
      description: "The app's delivery areas, newest first (keyset pages of 20 by default).",
      resolve: (_root, args, ctx) => listDeliveryAreas(ctx, args),
    },
    { name: 'DeliveryAreaConnection' },
    { name: 'DeliveryAreaEdge' },
  ),
);

builder.queryField('deliveryArea', (t) =>
  t.field({
    type: DeliveryAreaType,
    args: { uuid: t.arg.id({ required: true }) },
    resolve: (_root, { uuid }, ctx) => deliveryAreaOrThrow(ctx, uuid),
  }),
);

const DeliveryAreaCreateInput = builder.inputType('DeliveryAreaCreateInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    name: t.string({ required: true }),
    coverage: t.stringList({ required: true, description: 'PSGC codes of regions, provinces or cities.' }),
    deliveryFee: t.int({ required: true, description: 'Centavos.' }),
    leadTimeMinDays: t.int({ required: true }),
    leadTimeMaxDays: t.int({ required: true }),
    enabled: t.boolean({ description: 'Defaults to true.' }),
  }),
});

const DeliveryAreaUpdateInput = builder.inputType('DeliveryAreaUpdateInput', {
  fields: (t) => ({
    uuid: t.id({ required: true }),
    name: t.string({ required: true }),
    coverage: t.stringList({ required: true, description: 'PSGC codes of regions, provinces or cities.' }),
    deliveryFee: t.int({ required: true, description: 'Centavos.' }),
    leadTimeMinDays: t.int({ required: true }),
    leadTimeMaxDays: t.int({ required: true }),
    enabled: t.boolean({ description: 'Unchanged when omitted.' }),
  }),
});

const DeliveryAreaDeleteInput = builder.inputType('DeliveryAreaDeleteInput', {
  fields: (t) => ({ uuid: t.id({ required: true }) }),
});

const DeliveryAreaDeletePayload = builder.objectRef<{ uuid: string }>('DeliveryAreaDeletePayload').implement({
  fields: (t) => ({ uuid: t.exposeID('uuid', { description: 'The removed area.' }) }),
});

builder.mutationField('deliveryAreaCreate', (t) =>
  t.field({
    type: DeliveryAreaType,
    description: 'Owner or admin.',
    args: { input: t.arg({ type: DeliveryAreaCreateInput, required: true }) },
    resolve: (_root, { input }, ctx) => createDeliveryArea(ctx, input),
  }),
);

builder.mutationField('deliveryAreaUpdate', (t) =>
  t.field({
    type: DeliveryAreaType,
    description: 'Owner or admin.',
    args: { input: t.arg({ type: DeliveryAreaUpdateInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateDeliveryArea(ctx, input),
  }),
);

builder.mutationField('deliveryAreaDelete', (t) =>
  t.field({
    type: DeliveryAreaDeletePayload,
    description: 'Owner or admin.',
    args: { input: t.arg({ type: DeliveryAreaDeleteInput, required: true }) },
    resolve: (_root, { input }, ctx) => deleteDeliveryArea(ctx, input.uuid),
  }),
);
