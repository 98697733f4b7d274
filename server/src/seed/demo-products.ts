/**
 * The rest of the demo catalog (seed/demo-catalog.ts holds the products the inbox demo talks
 * about): more products per category, some sold in sizes and colours, a few low in stock, and one
 * unpublished draft. Prices in centavos; stock null means made to order (not limited).
 */
export interface DemoVariantProduct {
  name: string;
  description: string;
  category: string;
  sectionName?: string;
  published?: boolean;
  /** Without options: the one price and stock. */
  price?: number;
  stockQuantity?: number | null;
  options?: { name: string; values: string[] }[];
  /** Per combination, in matrix order: [price, stock]. */
  variants?: [number, number | null][];
}

/** Products of seed/demo-catalog.ts that sell in sizes: same lowest price and total stock as before. */
export const DEMO_PRODUCT_OPTIONS: Record<
  string,
  { options: { name: string; values: string[] }[]; variants: [number, number | null][] }
> = {
  'Classic Cotton Tee': {
    options: [{ name: 'Size', values: ['S', 'M', 'L', 'XL'] }],
    variants: [
      [34_900, 12],
      [34_900, 14],
      [34_900, 12],
      [34_900, 10],
    ],
  },
  'Linen Barong Polo': {
    options: [{ name: 'Size', values: ['S', 'M', 'L', 'XL'] }],
    variants: [
      [125_000, 2],
      [125_000, 3],
      [125_000, 2],
      [135_000, 1],
    ],
  },
  'Denim Jogger Pants': {
    options: [{ name: 'Waist', values: ['28', '30', '32', '34'] }],
    variants: [
      [89_900, 3],
      [89_900, 5],
      [89_900, 4],
      [89_900, 3],
    ],
  },
};

export const DEMO_MORE_PRODUCTS: DemoVariantProduct[] = [
  {
    name: 'Terno Sleeve Blouse',
    description: 'Butterfly-sleeve blouse in soft piña-cotton blend. A modern take on the Filipiniana.',
    category: 'Apparel',
    sectionName: 'New Arrivals',
    options: [
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Color', values: ['Cream', 'Sage'] },
    ],
    variants: [
      [89_500, 4],
      [89_500, 3],
      [89_500, 6],
      [89_500, 2],
      [94_500, 3],
      [94_500, 1],
    ],
  },
  {
    name: 'Kids Jeepney Tee',
    description: 'Cotton tee for kids with a colourful jeepney print. Ages 2 to 8.',
    category: 'Apparel',
    options: [{ name: 'Age', values: ['2-3', '4-5', '6-8'] }],
    variants: [
      [24_900, 10],
      [24_900, 8],
      [24_900, 6],
    ],
  },
  {
    name: 'Abaca Woven Sling Bag',
    description: 'Handwoven abaca sling bag from Bicol with a leather strap and zip pocket.',
    category: 'Accessories',
    sectionName: 'Best Sellers',
    options: [{ name: 'Color', values: ['Natural', 'Black'] }],
    variants: [
      [115_000, 5],
      [115_000, 2],
    ],
  },
  {
    name: 'Capiz Shell Earrings',
    description: 'Light drop earrings of polished capiz shell on hypoallergenic hooks.',
    category: 'Accessories',
    price: 32_000,
    stockQuantity: 3,
  },
  {
    name: 'Sinamay Sun Hat',
    description: 'Wide-brim sinamay hat, packable, with a cotton band.',
    category: 'Accessories',
    price: 45_000,
    stockQuantity: 14,
  },
  {
    name: 'Kare-Kare Family Tray',
    description: 'Oxtail and tripe in peanut sauce with vegetables and bagoong on the side. Good for 4.',
    category: 'Ulam / Ready-to-eat',
    sectionName: 'Best Sellers',
    options: [{ name: 'Size', values: ['Good for 4', 'Good for 8'] }],
    variants: [
      [68_000, null],
      [128_000, null],
    ],
  },
  {
    name: 'Bicol Express Pack',
    description: 'Pork in spicy coconut milk with siling labuyo. Frozen, 500 g.',
    category: 'Ulam / Ready-to-eat',
    price: 27_500,
    stockQuantity: 20,
  },
  {
    name: 'Laing Jar',
    description: 'Taro leaves slow-cooked in coconut milk and chili. 350 g jar.',
    category: 'Ulam / Ready-to-eat',
    price: 22_000,
    stockQuantity: 6,
  },
  {
    name: 'Lumpiang Shanghai (50 pcs)',
    description: 'Frozen pork spring rolls, ready to fry. Comes with sweet chili sauce.',
    category: 'Ulam / Ready-to-eat',
    price: 38_000,
    stockQuantity: null,
  },
  {
    name: 'Otap Biscuits',
    description: 'Flaky, sugar-glazed puff pastry biscuits from Cebu. 200 g pack.',
    category: 'Snacks & Pasalubong',
    price: 9_500,
    stockQuantity: 40,
  },
  {
    name: 'Dried Mangoes',
    description: 'Sweet Cebu dried mangoes.',
    category: 'Snacks & Pasalubong',
    sectionName: 'Best Sellers',
    options: [{ name: 'Pack', values: ['100 g', '200 g', '500 g'] }],
    variants: [
      [8_500, 30],
      [15_500, 25],
      [36_000, 9],
    ],
  },
  {
    name: 'Polvoron Assorted Box',
    description: 'Classic, ube, pinipig and cookies-and-cream polvoron. 24 pieces.',
    category: 'Snacks & Pasalubong',
    price: 19_500,
    stockQuantity: 2,
  },
  {
    name: 'Banana Chips',
    description: 'Crunchy, lightly sweetened saba banana chips. 250 g.',
    category: 'Snacks & Pasalubong',
    price: 7_500,
    stockQuantity: 35,
  },
  {
    name: 'Buko Pandan Tub',
    description: 'Young coconut, pandan jelly and cream. Chilled, 1 litre.',
    category: 'Desserts & Drinks',
    price: 32_500,
    stockQuantity: null,
  },
  {
    name: 'Sago’t Gulaman Bottle',
    description: 'Brown-sugar syrup with sago pearls and gulaman.',
    category: 'Desserts & Drinks',
    options: [{ name: 'Size', values: ['500 ml', '1 litre'] }],
    variants: [
      [9_000, null],
      [16_000, null],
    ],
  },
  {
    name: 'Tablea Hot Chocolate',
    description: 'Pure cacao tablea discs from Batangas for tsokolate. 10 discs.',
    category: 'Desserts & Drinks',
    price: 18_000,
    stockQuantity: 12,
  },
  {
    name: 'Mango Float Tub',
    description: 'Graham, cream and Guimaras mangoes. Coming soon: not on sale yet.',
    category: 'Desserts & Drinks',
    published: false,
    price: 45_000,
    stockQuantity: 0,
  },
];

/** The background colour of each category's demo photos. */
export const DEMO_CATEGORY_COLORS: Record<string, [string, string]> = {
  Apparel: ['#3949ab', '#7986cb'],
  Accessories: ['#00897b', '#4db6ac'],
  'Ulam / Ready-to-eat': ['#d84315', '#ff8a65'],
  'Snacks & Pasalubong': ['#f9a825', '#ffd54f'],
  'Desserts & Drinks': ['#8e24aa', '#ce93d8'],
};

export const photoFileName = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
