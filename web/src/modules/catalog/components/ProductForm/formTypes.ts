import type { ControllerFieldState, UseFormReturn, UseFormStateReturn } from 'react-hook-form';
import type { ProductFormValues } from '../../productForm';

/**
 * The product form as its sections get it. Sections are memoised and read their fields through
 * Controllers, so typing in one redraws that field, not the whole form (a matrix has 100 rows).
 */
export interface ProductFormSection {
  form: UseFormReturn<ProductFormValues, unknown, ProductFormValues>;
  disabled: boolean;
}

/**
 * A field's problem for a MUI field, once it was touched or the form sent (as useFieldFeedback
 * shows them); `hint` is the helper text otherwise.
 */
export function shownProblem(
  fieldState: ControllerFieldState,
  formState: UseFormStateReturn<ProductFormValues>,
  hint?: string,
): { error: boolean; helperText: string | undefined } {
  const message = fieldState.isTouched || formState.isSubmitted ? fieldState.error?.message : undefined;
  return { error: Boolean(message), helperText: message ?? hint };
}
