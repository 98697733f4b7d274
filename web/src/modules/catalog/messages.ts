/** User-facing messages of the catalog module (document 1 §8 patterns). */
export const CATEGORY_CREATED = 'Category Successfully created!';
export const CATEGORY_UPDATED = 'Category Successfully updated!';
export const CATEGORY_REMOVED = 'Category Successfully removed!';
export const REMOVE_CATEGORY_QUESTION = 'Do you want to remove this category?';
export const ADD_ON_CREATED = 'Add-On Successfully created!';
export const ADD_ON_UPDATED = 'Add-On Successfully updated!';
export const ADD_ON_REMOVED = 'Add-On Successfully removed!';
export const REMOVE_ADD_ON_QUESTION = 'Do you want to remove this add-on?';
