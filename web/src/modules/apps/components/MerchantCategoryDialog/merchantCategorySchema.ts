import * as z from 'zod/mini';
import { DESCRIPTION_LIMIT } from '../../../../lib/constants';
import { required, zRequiredString } from '../../../../lib/validation';
import { type CategorySelection, selectedPrimaries } from '../CategoryPicker/categorySelection';

export const MERCHANT_CATEGORY_LABEL = 'Merchant Category';
export const COMPANY_DESCRIPTION_LABEL = 'Company Description';

/** Category form (document 1 §5): at least one primary; Company Description required, at most 800 characters. */
export const merchantCategorySchema = z.object({
  categories: z
    .custom<CategorySelection>((value) => typeof value === 'object' && value !== null)
    .check(z.refine((value) => selectedPrimaries(value).length > 0, required(MERCHANT_CATEGORY_LABEL))),
  businessDescription: zRequiredString(COMPANY_DESCRIPTION_LABEL, { max: DESCRIPTION_LIMIT }),
});

export type MerchantCategoryValues = z.output<typeof merchantCategorySchema>;
export type MerchantCategoryField = keyof MerchantCategoryValues;

/** Server input-error fields onto the form's fields (a ServerFieldMapper for formFailure). */
export function merchantCategoryFieldErrors(
  fields: Readonly<Record<string, string>>,
): Partial<Record<MerchantCategoryField, string>> {
  const out: Partial<Record<MerchantCategoryField, string>> = {};
  const categories = fields.primaryCategories ?? fields.secondaryCategories ?? fields.categoryTree;
  if (categories) out.categories = categories;
  if (fields.businessDescription) out.businessDescription = fields.businessDescription;
  return out;
}
