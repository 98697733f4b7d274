import { builder } from '../../graphql/builder.ts';
import {
  categoryLoader,
  categoryOrThrow,
  childrenLoader,
  createCategory,
  deleteCategory,
  listCategories,
  productsCountLoader,
  updateCategory,
} from './catalog.categories.service.ts';
import type { CategoryRow } from './catalog.tables.ts';

export const CategoryType = builder.objectRef<CategoryRow>('Category');
CategoryType.implement({
  description:
    'A product category. With a parent it is a subcategory, used when the cart setting `subcategorized` is on.',
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    parentUuid: t.exposeID('parentUuid', { nullable: true }),
    parent: t.field({
      type: CategoryType,
      nullable: true,
      resolve: (c, _args, ctx) => (c.parentUuid ? categoryLoader(ctx).load(c.parentUuid) : null),
    }),
    children: t.field({
      type: [CategoryType],
      description: 'Subcategories, by name.',
      resolve: (c, _args, ctx) => childrenLoader(ctx).load(c.uuid),
    }),
    productsCount: t.int({ resolve: (c, _args, ctx) => productsCountLoader(ctx).load(c.uuid) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('categories', (t) =>
  t.connection(
    {
      type: CategoryType,
      description:
        "An app's categories, newest first (keyset pages of 20 by default), searched by name. topLevel: only categories without a parent.",
      args: {
        appUuid: t.arg.id({ required: true }),
        search: t.arg.string(),
        topLevel: t.arg.boolean(),
      },
      resolve: (_root, args, ctx) => listCategories(ctx, args),
    },
    { name: 'CategoryConnection' },
    { name: 'CategoryEdge' },
  ),
);

builder.queryField('category', (t) =>
  t.field({
    type: CategoryType,
    args: { uuid: t.arg.id({ required: true }) },
    resolve: (_root, { uuid }, ctx) => categoryOrThrow(ctx, uuid),
  }),
);

const CategoryCreateInput = builder.inputType('CategoryCreateInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    name: t.string({ required: true }),
    description: t.string(),
    parentUuid: t.id({ description: 'Makes it a subcategory of this category.' }),
  }),
});
builder.mutationField('categoryCreate', (t) =>
  t.field({
    type: CategoryType,
    description: 'Owner, admin or store manager: adds a category (or a subcategory with parentUuid).',
    args: { input: t.arg({ type: CategoryCreateInput, required: true }) },
    resolve: (_root, { input }, ctx) => createCategory(ctx, input),
  }),
);

const CategoryUpdateInput = builder.inputType('CategoryUpdateInput', {
  fields: (t) => ({
    uuid: t.id({ required: true }),
    name: t.string(),
    description: t.string(),
    parentUuid: t.id({ description: 'null moves the category to the top level; omitted leaves it.' }),
  }),
});
builder.mutationField('categoryUpdate', (t) =>
  t.field({
    type: CategoryType,
    description: 'Owner, admin or store manager: changes the fields given.',
    args: { input: t.arg({ type: CategoryUpdateInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateCategory(ctx, input),
  }),
);

const CategoryDeleteInput = builder.inputType('CategoryDeleteInput', {
  fields: (t) => ({ uuid: t.id({ required: true }) }),
});
const CategoryDeletePayload = builder.objectRef<{ uuid: string }>('CategoryDeletePayload').implement({
  fields: (t) => ({ uuid: t.exposeID('uuid') }),
});
builder.mutationField('categoryDelete', (t) =>
  t.field({
    type: CategoryDeletePayload,
    description:
      'Owner, admin or store manager: removes a category without subcategories; its products become uncategorised.',
    args: { input: t.arg({ type: CategoryDeleteInput, required: true }) },
    resolve: (_root, { input }, ctx) => deleteCategory(ctx, input.uuid),
  }),
);
