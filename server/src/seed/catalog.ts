import { and, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../graphql/context.ts';
import { addOns, categories, products } from '../modules/catalog/catalog.tables.ts';
import { newUuid } from '../platform/ids.ts';

/** The demo store's categories, each with the demo products (seed/demo-catalog.ts) it holds. */
export const DEMO_CATEGORIES: { name: string; description: string; products: string[] }[] = [
  {
    name: 'Apparel',
    description: 'Everyday tees, polos, pants and pambahay.',
    products: [
      'Classic Cotton Tee',
      'Oversized Graphic Tee',
      'Linen Barong Polo',
      'Denim Jogger Pants',
      'Pambahay Cotton Shorts',
    ],
  },
  {
    name: 'Accessories',
    description: 'Bags and hats to finish the look.',
    products: ['Canvas Tote Bag', 'Embroidered Bucket Hat'],
  },
  {
    name: 'Ulam / Ready-to-eat',
    description: 'Home-cooked Filipino viands, ready to heat and serve.',
    products: ['Chicken Adobo Pack', 'Pork Sisig Tray'],
  },
  {
    name: 'Snacks & Pasalubong',
    description: 'Crunchy, savory and baked treats to share.',
    products: ['Garlic Adobong Mani', 'Spicy Chicharon', 'Ube Cheese Pandesal'],
  },
  {
    name: 'Desserts & Drinks',
    description: 'Sweets and refreshments.',
    products: ['Ube Halaya Jar', 'Leche Flan Llanera', 'Calamansi Juice Concentrate'],
  },
];

export const DEMO_ADD_ONS: {
  name: string;
  description: string;
  price: number;
  maxQuantity: number | null;
}[] = [
  {
    name: 'Gift wrap',
    description: 'Kraft paper wrap with a handwritten note.',
    price: 3_000,
    maxQuantity: 5,
  },
  { name: 'Extra rice', description: 'One cup of steamed rice.', price: 2_000, maxQuantity: 10 },
  {
    name: 'Chili oil',
    description: 'A small jar of house garlic chili oil.',
    price: 3_500,
    maxQuantity: null,
  },
];

/**
 * Five categories holding the demo products (which must exist already: call after seedDemoInbox)
 * and three add-ons. Does nothing when the app already has categories.
 */
export async function seedDemoCategoriesAndAddOns(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  appUuid: string,
): Promise<void> {
  const [existing] = await ctx.db
    .select({ uuid: categories.uuid })
    .from(categories)
    .where(eq(categories.appUuid, appUuid))
    .limit(1);
  if (existing) return;
  const now = ctx.clock.now().getTime();
  await ctx.db.transaction(async (tx) => {
    for (const [i, c] of DEMO_CATEGORIES.entries()) {
      const uuid = newUuid();
      const at = new Date(now - (DEMO_CATEGORIES.length - i) * 60_000);
      await tx.insert(categories).values({
        uuid,
        appUuid,
        name: c.name,
        description: c.description,
        createdAt: at,
        updatedAt: at,
      });
      await tx
        .update(products)
        .set({ categoryUuid: uuid })
        .where(and(eq(products.appUuid, appUuid), inArray(products.name, c.products)));
    }
    await tx.insert(addOns).values(
      DEMO_ADD_ONS.map((a, i) => {
        const at = new Date(now - (DEMO_ADD_ONS.length - i) * 60_000);
        return { uuid: newUuid(), appUuid, ...a, createdAt: at, updatedAt: at };
      }),
    );
  });
}
