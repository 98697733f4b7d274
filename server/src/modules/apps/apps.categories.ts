/**
 * The merchant category catalogue (document 1 §3) as data: primaries with their secondary options.
 * The four Food groups share one list of cuisines. Secondary selections are stored qualified by their
 * primary ("Caterers > Filipino") so shared names never cross over.
 */
const CUISINES = [
  'Filipino',
  'Chinese',
  'Japanese',
  'Korean',
  'Thai',
  'Vietnamese',
  'Indian',
  'Middle Eastern',
  'Italian',
  'American',
  'Mexican',
  'Bakery and Pastries',
  'Desserts',
  'Coffee and Tea',
  'Healthy and Vegan',
  'Seafood',
  'Grill and Barbecue',
];

export const CATEGORY_CATALOGUE: ReadonlyArray<{ name: string; secondaryOptions: readonly string[] }> = [
  {
    name: 'Audio',
    secondaryOptions: ['Earphones', 'Headphones', 'Speakers', 'Microphones', 'Audio Accessories'],
  },
  {
    name: 'Bags and Travel',
    secondaryOptions: ['Backpacks', 'Handbags', 'Luggage', 'Wallets', 'Travel Accessories'],
  },
  {
    name: 'Beauty',
    secondaryOptions: ['Skincare', 'Makeup', 'Hair Care', 'Fragrances', 'Bath and Body', 'Nails'],
  },
  {
    name: 'Electronics Accessories',
    secondaryOptions: [
      'Phone Cases',
      'Chargers and Cables',
      'Power Banks',
      'Computer Accessories',
      'Wearables',
    ],
  },
  { name: 'Caterers', secondaryOptions: CUISINES },
  { name: 'Home Based Kitchen', secondaryOptions: CUISINES },
  { name: 'Regular Restaurant', secondaryOptions: CUISINES },
  { name: 'Street Food', secondaryOptions: CUISINES },
  {
    name: 'Fashion',
    secondaryOptions: ["Women's Apparel", "Men's Apparel", 'Shoes', 'Jewelry', 'Watches', 'Accessories'],
  },
  {
    name: 'Groceries',
    secondaryOptions: ['Fresh Produce', 'Meat and Seafood', 'Pantry', 'Beverages', 'Snacks', 'Frozen'],
  },
  {
    name: 'Health',
    secondaryOptions: ['Vitamins and Supplements', 'Medical Supplies', 'Personal Care', 'Fitness'],
  },
  {
    name: 'Home and Living',
    secondaryOptions: ['Furniture', 'Decor', 'Kitchen and Dining', 'Bedding', 'Lighting'],
  },
  { name: 'Household Supplies', secondaryOptions: ['Cleaning', 'Laundry', 'Tissue and Paper', 'Storage'] },
  {
    name: 'Mother & Baby',
    secondaryOptions: ['Diapers', 'Baby Food', 'Baby Clothing', 'Nursing', 'Toys for Babies'],
  },
  {
    name: 'Pet Supplies',
    secondaryOptions: ['Dog', 'Cat', 'Fish and Aquatics', 'Small Animals', 'Pet Grooming'],
  },
  {
    name: 'Services',
    secondaryOptions: ['Repairs', 'Cleaning Services', 'Beauty Services', 'Events', 'Education', 'Delivery'],
  },
  {
    name: 'Sports and Outdoors',
    secondaryOptions: ['Exercise Equipment', 'Outdoor Recreation', 'Cycling', 'Team Sports'],
  },
  {
    name: 'Toys & Games',
    secondaryOptions: ['Board Games', 'Action Figures', 'Educational Toys', 'Video Games', 'Puzzles'],
  },
  { name: 'Others', secondaryOptions: [] },
];

export const SECONDARY_SEPARATOR = ' > ';
export const qualify = (primary: string, secondary: string): string =>
  `${primary}${SECONDARY_SEPARATOR}${secondary}`;

export const DESCRIPTION_MAX = 800;

export interface CategorySelection {
  primaryCategories: string[];
  secondaryCategories: string[];
}

/** Field errors for the Merchant Category and Description form; empty when valid. */
export function categoryProblems(
  input: CategorySelection & { businessDescription: string },
): Record<string, string> {
  const problems: Record<string, string> = {};
  const byName = new Map(CATEGORY_CATALOGUE.map((p) => [p.name, p]));
  if (input.primaryCategories.length === 0) problems.primaryCategories = 'Merchant Category is required';
  else if (input.primaryCategories.some((p) => !byName.has(p)))
    problems.primaryCategories = 'Merchant Category has invalid value';
  const badSecondary = input.secondaryCategories.some((q) => {
    const [primary, secondary] = q.split(SECONDARY_SEPARATOR);
    const option = primary ? byName.get(primary) : undefined;
    return (
      !option ||
      !secondary ||
      !input.primaryCategories.includes(primary ?? '') ||
      !option.secondaryOptions.includes(secondary)
    );
  });
  if (badSecondary) problems.secondaryCategories = 'Secondary Category has invalid value';
  const description = input.businessDescription.trim();
  if (!description) problems.businessDescription = 'Company Description is required';
  else if (description.length > DESCRIPTION_MAX) {
    problems.businessDescription = `Company Description should not exceed ${DESCRIPTION_MAX} characters`;
  }
  return problems;
}

/** The category tree of an app: every catalogue primary with its selected flag and selected secondaries. */
export function categoryTree(selection: CategorySelection) {
  return CATEGORY_CATALOGUE.map((primary) => ({
    primaryCategory: primary.name,
    selected: selection.primaryCategories.includes(primary.name),
    secondaryCategories: primary.secondaryOptions.filter((s) =>
      selection.secondaryCategories.includes(qualify(primary.name, s)),
    ),
  }));
}
