/** The catalog: products and their variants, categories, add-ons, stock, CSV import and export. */
import './catalog.import.graphql.ts';
import './catalog.mdr.graphql.ts';

export { AddOnType } from './catalog.addons.graphql.ts';
export { CategoryType } from './catalog.categories.graphql.ts';
export { childrenLoader } from './catalog.categories.service.ts';
export { PRODUCT_IMPORT_PATH, productImportUpload } from './catalog.import.http.ts';
export {
  categoriesOfApp,
  categoryLineage,
  type ListedProductsArgs,
  listedProductsByName,
  listListedProducts,
  offeredAddOns,
  productsOfApp,
  productsUnderCategories,
  publishedProduct,
  publishedVariantsOf,
  topCategories,
  variantsWithProducts,
} from './catalog.listed.ts';
export { ProductType, ProductVariantType } from './catalog.products.graphql.ts';
export { DEFAULT_VARIANT, OUT_OF_STOCK, PRODUCTS_PAGE_SIZE } from './catalog.products.rules.ts';
export { productAddOnsLoader, variantsLoader } from './catalog.products.service.ts';
export { releaseStock, reserveStock } from './catalog.stock.ts';
export type {
  AddOnRow,
  CategoryRow,
  ProductOption,
  ProductRow,
  ProductVariantRow,
} from './catalog.tables.ts';
export { productsCount } from './catalog.usage.ts';
