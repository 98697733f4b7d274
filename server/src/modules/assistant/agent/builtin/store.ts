import type { AssistantSettings, CatalogProduct, CatalogVariant, CustomerOrder } from '../types.ts';
import type { SampleOrderKey } from './types.ts';

/**
 * The sample store every built-in case is asked of (issue 25): a Metro Manila snack and pasalubong
 * seller on Messenger. Every fact a right answer needs (prices, fees, numbers, the address) is here.
 */

export const SAMPLE_SETTINGS: AssistantSettings = {
  storeName: 'Suki Snacks PH',
  tone: 'friendly',
  storePolicies: [
    'Shipping: Metro Manila delivery takes 1–3 days for ₱80. Provincial delivery takes 3–7 days for ₱150 via J&T Express. Shipping is free on orders over ₱1,500.',
    'Payment: Cash on delivery (COD) is available within Metro Manila only. GCash: 0917 555 0142, account name Maria Santos. BPI bank transfer: account number 1234-5678-90, account name Maria Santos. After paying, send the screenshot or deposit slip in the store so we can confirm your payment.',
    'Returns: We replace damaged, wrong or incomplete items reported within 7 days of delivery. Send a photo of the item and your order number.',
    'Hours: We answer messages and process orders Monday to Saturday, 8 AM to 8 PM. Messages on Sundays are answered on Monday.',
    'Pick-up: You can pick up your order at Unit 3, 45 J.P. Rizal St., Marikina City, by appointment only. Message us first to set a time.',
    'About us: Suki Snacks PH is DTI-registered (DTI no. 3456789) and has been selling since 2019. You can read our customer reviews on our Facebook page.',
  ].join('\n\n'),
  handOffRules:
    'Refunds, bulk orders of 50 pieces or more, and damaged deliveries go to a person (Maria, the owner).',
};

/** A one-option variant: "250g" sold as ["250g"]. */
function option(name: string, price: number, inStock = true): CatalogVariant {
  return { name, options: [name], price, inStock };
}

/** A two-option variant: "M / Black" sold as ["M", "Black"]. */
function sizeColour(size: string, colour: string, price: number, inStock = true): CatalogVariant {
  return { name: `${size} / ${colour}`, options: [size, colour], price, inStock };
}

const uuid = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

export const SAMPLE_CATALOG: CatalogProduct[] = [
  {
    uuid: uuid(1),
    name: 'Pancit Bilao',
    description: 'Pancit canton and bihon with vegetables, chicken and shrimp, in a party tray.',
    price: 45000,
    inStock: true,
    photoUrl: null,
    variants: [
      option('Small (good for 3)', 45000),
      option('Medium (good for 5)', 75000),
      option('Family (good for 8)', 125000),
    ],
  },
  {
    uuid: uuid(2),
    name: 'Dried Mangoes',
    description: 'Sweet dried Cebu mangoes, a classic pasalubong.',
    price: 9500,
    inStock: true,
    photoUrl: null,
    variants: [option('100g', 9500), option('250g', 22000), option('500g', 42000, false)],
  },
  {
    uuid: uuid(3),
    name: 'Suki Snacks Tee',
    description: 'A cotton shirt with the Suki Snacks PH logo, in black or white.',
    price: 35000,
    inStock: true,
    photoUrl: null,
    variants: [
      sizeColour('S', 'Black', 35000),
      sizeColour('S', 'White', 35000),
      sizeColour('M', 'Black', 35000),
      sizeColour('M', 'White', 35000, false),
      sizeColour('L', 'Black', 35000),
      sizeColour('L', 'White', 35000),
      sizeColour('XL', 'Black', 38000),
      sizeColour('XL', 'White', 38000, false),
    ],
  },
  {
    uuid: uuid(4),
    name: 'Spicy Bagoong',
    description: 'Sautéed shrimp paste with chili, great with green mangoes.',
    price: 16000,
    inStock: true,
    photoUrl: null,
    variants: [option('Small jar', 16000), option('Large jar', 29000)],
  },
  {
    uuid: uuid(5),
    name: 'Ensaymada',
    description: 'Soft brioche buns topped with butter, sugar and grated cheese.',
    price: 30000,
    inStock: true,
    photoUrl: null,
    variants: [option('6 pcs', 30000), option('12 pcs', 56000)],
  },
  {
    uuid: uuid(6),
    name: 'Calamansi Juice',
    description: 'Freshly squeezed calamansi juice, lightly sweetened with muscovado.',
    price: 18000,
    inStock: true,
    photoUrl: null,
    variants: [option('1L', 18000), option('1.5L', 25000, false)],
  },
  {
    uuid: uuid(7),
    name: 'Ube Halaya',
    description: 'Homemade purple yam jam in a glass jar.',
    price: 28000,
    inStock: true,
    photoUrl: null,
    variants: [],
  },
  {
    uuid: uuid(8),
    name: 'Chicharon',
    description: 'Crispy pork rinds with a spiced vinegar dip.',
    price: 12000,
    inStock: true,
    photoUrl: null,
    variants: [],
  },
  {
    uuid: uuid(9),
    name: 'Polvoron',
    description: 'A box of 20 pinipig polvoron, individually wrapped.',
    price: 18500,
    inStock: true,
    photoUrl: null,
    variants: [],
  },
  {
    uuid: uuid(10),
    name: 'Otap',
    description: 'Flaky sugar-glazed puff pastry from Cebu.',
    price: 8500,
    inStock: false,
    photoUrl: null,
    variants: [],
  },
  {
    uuid: uuid(11),
    name: 'Barquillos',
    description: 'Crisp rolled wafer sticks, a tin of 30.',
    price: 11000,
    inStock: true,
    photoUrl: null,
    variants: [],
  },
  {
    uuid: uuid(12),
    name: 'Leche Flan',
    description: 'Creamy caramel custard in a llanera.',
    price: 22500,
    inStock: true,
    photoUrl: null,
    variants: [],
  },
  {
    uuid: uuid(13),
    name: 'Panutsa',
    description: 'Peanut brittle made with muscovado sugar.',
    price: 7500,
    inStock: false,
    photoUrl: null,
    variants: [],
  },
  {
    uuid: uuid(14),
    name: 'Suki Tote Bag',
    description: 'A canvas tote bag with the Suki Snacks PH logo, in beige or black.',
    price: 25000,
    inStock: true,
    photoUrl: null,
    variants: [option('Beige', 25000), option('Black', 25000, false)],
  },
];

/** The sample customer's latest order in each situation (see SampleOrderKey). */
export const SAMPLE_ORDERS: Record<SampleOrderKey, CustomerOrder> = {
  unpaid: {
    transactionNumber: 'SNK-10418',
    status: 'pending',
    paymentStatus: 'pay_pending',
    total: 97000,
    createdAt: new Date('2026-11-20T02:15:00Z'),
  },
  slip_sent: {
    transactionNumber: 'SNK-10425',
    status: 'pending',
    paymentStatus: 'for_confirmation',
    total: 134500,
    createdAt: new Date('2026-11-21T05:40:00Z'),
  },
  for_delivery: {
    transactionNumber: 'SNK-10432',
    status: 'for_delivery',
    paymentStatus: 'pay_success',
    total: 82000,
    createdAt: new Date('2026-11-22T01:05:00Z'),
  },
  completed: {
    transactionNumber: 'SNK-10397',
    status: 'completed',
    paymentStatus: 'pay_success',
    total: 64000,
    createdAt: new Date('2026-11-14T07:30:00Z'),
  },
  cancelled: {
    transactionNumber: 'SNK-10409',
    status: 'cancelled',
    paymentStatus: 'pay_pending',
    total: 125000,
    createdAt: new Date('2026-11-17T09:20:00Z'),
  },
  cod_pending: {
    transactionNumber: 'SNK-10441',
    status: 'pending',
    paymentStatus: 'pay_pending',
    total: 53000,
    createdAt: new Date('2026-11-24T03:45:00Z'),
  },
};
