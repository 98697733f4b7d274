import { builder } from '../../graphql/builder.ts';
import { addOnOrThrow, createAddOn, deleteAddOn, listAddOns, updateAddOn } from './catalog.addons.service.ts';
import type { AddOnRow } from './catalog.tables.ts';

export const AddOnType = builder.objectRef<AddOnRow>('AddOn').implement({
  description: 'Something a customer may add to an order (gift wrap, extra rice), priced in centavos.',
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    price: t.exposeInt('price', { description: 'centavos' }),
    available: t.exposeBoolean('available'),
    maxQuantity: t.exposeInt('maxQuantity', { nullable: true, description: 'Per order; null: no limit.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('addOns', (t) =>
  t.connection(
    {
      type: AddOnType,
      description: "An app's add-ons, newest first (keyset pages of 20 by default), searched by name.",
      args: { appUuid: t.arg.id({ required: true }), search: t.arg.string() },
      resolve: (_root, args, ctx) => listAddOns(ctx, args),
    },
    { name: 'AddOnConnection' },
    { name: 'AddOnEdge' },
  ),
);

builder.queryField('addOn', (t) =>
  t.field({
    type: AddOnType,
    args: { uuid: t.arg.id({ required: true }) },
    resolve: (_root, { uuid }, ctx) => addOnOrThrow(ctx, uuid),
  }),
);

const AddOnCreateInput = builder.inputType('AddOnCreateInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    name: t.string({ required: true }),
    description: t.string(),
    price: t.int({ required: true, description: 'centavos' }),
    available: t.boolean({ description: 'Defaults to true.' }),
    maxQuantity: t.int({ description: 'Per order; omitted or null: no limit.' }),
  }),
});
builder.mutationField('addOnCreate', (t) =>
  t.field({
    type: AddOnType,
    description: 'Owner, admin or store manager: adds an add-on.',
    args: { input: t.arg({ type: AddOnCreateInput, required: true }) },
    resolve: (_root, { input }, ctx) => createAddOn(ctx, input),
  }),
);

const AddOnUpdateInput = builder.inputType('AddOnUpdateInput', {
  fields: (t) => ({
    uuid: t.id({ required: true }),
    name: t.string(),
    description: t.string(),
    price: t.int({ description: 'centavos' }),
    available: t.boolean(),
    maxQuantity: t.int({ description: 'null removes the limit; omitted leaves it.' }),
  }),
});
builder.mutationField('addOnUpdate', (t) =>
  t.field({
    type: AddOnType,
    description: 'Owner, admin or store manager: changes the fields given.',
    args: { input: t.arg({ type: AddOnUpdateInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateAddOn(ctx, input),
  }),
);

const AddOnDeleteInput = builder.inputType('AddOnDeleteInput', {
  fields: (t) => ({ uuid: t.id({ required: true }) }),
});
const AddOnDeletePayload = builder.objectRef<{ uuid: string }>('AddOnDeletePayload').implement({
  fields: (t) => ({ uuid: t.exposeID('uuid') }),
});
builder.mutationField('addOnDelete', (t) =>
  t.field({
    type: AddOnDeletePayload,
    description: 'Owner, admin or store manager: removes an add-on.',
    args: { input: t.arg({ type: AddOnDeleteInput, required: true }) },
    resolve: (_root, { input }, ctx) => deleteAddOn(ctx, input.uuid),
  }),
);
