/** User-facing messages of the catalog module (document 1 §8 patterns). */
export const CATEGORY_CREATED = 'Category Successfully created!';
export const CATEGORY_UPDATED = 'Category Successfully updated!';
export const CATEGORY_REMOVED = 'Category Successfully removed!';
export const REMOVE_CATEGORY_QUESTION = 'Do you want to remove this category?';
export const ADD_ON_CREATED = 'Add-On Successfully created!';
export const ADD_ON_UPDATED = 'Add-On Successfully updated!';
export const ADD_ON_REMOVED = 'Add-On Successfully removed!';
export const REMOVE_ADD_ON_QUESTION = 'Do you want to remove this add-on?';
export const PRODUCT_CREATED = 'Product Successfully created!';
export const PRODUCT_UPDATED = 'Product Successfully updated!';
export const PRODUCT_REMOVED = 'Product Successfully removed!';
export const REMOVE_PRODUCT_QUESTION = 'Do you want to remove this product?';
/** Bulk publish / unpublish and bulk delete of the selected products. */
export const PRODUCTS_UPDATED = 'Products Successfully updated!';
export const PRODUCTS_REMOVED = 'Products Successfully removed!';
