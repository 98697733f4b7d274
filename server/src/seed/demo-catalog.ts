/**
 * The demo store's catalog: Filipino apparel and home-cooked food. Prices in centavos;
 * stockQuantity null means unlimited (made to order), 0 means out of stock.
 */
export interface DemoProduct {
  name: string;
  description: string;
  /** centavos */
  price: number;
  stockQuantity: number | null;
  photoUrl: string | null;
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: 'Classic Cotton Tee',
    description:
      'Soft 100% cotton crew-neck t-shirt with a relaxed unisex fit. Sizes S to XXL in white, black, navy and heather gray.',
    price: 34_900,
    stockQuantity: 48,
    photoUrl: null,
  },
  {
    name: 'Oversized Graphic Tee',
    description:
      'Boxy oversized t-shirt with a hand-drawn jeepney print on heavy cotton. Unisex, sizes M to XL.',
    price: 44_900,
    stockQuantity: 0,
    photoUrl: null,
  },
  {
    name: 'Linen Barong Polo',
    description:
      'Breathable linen polo with barong-inspired embroidery, smart enough for the office and family events. Sizes S to XL.',
    price: 125_000,
    stockQuantity: 8,
    photoUrl: null,
  },
  {
    name: 'Denim Jogger Pants',
    description:
      'Stretch denim joggers with an elastic waist, drawstring and deep pockets. Waist sizes 28 to 36.',
    price: 89_900,
    stockQuantity: 15,
    photoUrl: null,
  },
  {
    name: 'Pambahay Cotton Shorts',
    description: 'Comfy cotton house shorts (pambahay) with side pockets. Free size, assorted colors.',
    price: 19_900,
    stockQuantity: 60,
    photoUrl: null,
  },
  {
    name: 'Canvas Tote Bag',
    description:
      'Sturdy canvas tote with an inner zip pocket, great for palengke runs, school and everyday errands.',
    price: 25_900,
    stockQuantity: 25,
    photoUrl: null,
  },
  {
    name: 'Embroidered Bucket Hat',
    description:
      'Cotton twill bucket hat with a small embroidered sampaguita. One size fits most, for sunny days.',
    price: 29_900,
    stockQuantity: 20,
    photoUrl: null,
  },
  {
    name: 'Ube Halaya Jar',
    description:
      'Home-made ube (purple yam) jam slow-cooked with milk and butter. 350 g jar; a sweet dessert and pasalubong favorite.',
    price: 28_000,
    stockQuantity: 30,
    photoUrl: null,
  },
  {
    name: 'Chicken Adobo Pack',
    description:
      'Ready-to-heat chicken adobo braised in soy sauce, vinegar, garlic and bay leaf. Frozen, good for 2 to 3 servings of ulam.',
    price: 32_000,
    stockQuantity: null,
    photoUrl: null,
  },
  {
    name: 'Pork Sisig Tray',
    description:
      'Sizzling-style pork sisig with onions, calamansi and chili. Frozen tray good for 3 to 4; just heat and add egg.',
    price: 45_000,
    stockQuantity: 12,
    photoUrl: null,
  },
  {
    name: 'Leche Flan Llanera',
    description:
      'Creamy egg-yolk custard with golden caramel, steamed in a llanera. A sweet dessert for handaan.',
    price: 18_000,
    stockQuantity: 0,
    photoUrl: null,
  },
  {
    name: 'Garlic Adobong Mani',
    description:
      'Crunchy peanuts fried with toasted garlic and a pinch of salt. 250 g pack; the classic pulutan snack.',
    price: 12_000,
    stockQuantity: null,
    photoUrl: null,
  },
  {
    name: 'Spicy Chicharon',
    description:
      'Crispy pork rind chicharon with a chili-vinegar dip on the side. 200 g pack, a crunchy snack.',
    price: 15_000,
    stockQuantity: null,
    photoUrl: null,
  },
  {
    name: 'Ube Cheese Pandesal',
    description:
      'Soft pandesal bread rolls filled with ube jam and cheese, box of 12. Best warm for merienda.',
    price: 24_000,
    stockQuantity: 40,
    photoUrl: null,
  },
  {
    name: 'Calamansi Juice Concentrate',
    description:
      'Pure calamansi concentrate with no preservatives. One liter makes about 10 glasses of refreshing drink.',
    price: 21_000,
    stockQuantity: 18,
    photoUrl: null,
  },
];
