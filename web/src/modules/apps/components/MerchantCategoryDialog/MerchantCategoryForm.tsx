import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DESCRIPTION_LIMIT } from '../../../../lib/constants';
import type { FormFailure } from '../../../../lib/forms/formFailure';
import { SubmitButton } from '../../../../lib/forms/SubmitButton';
import { useFieldFeedback } from '../../../../lib/forms/useFieldFeedback';
import { CategoryPicker } from '../CategoryPicker/CategoryPicker';
import type { CategorySelection } from '../CategoryPicker/categorySelection';
import {
  COMPANY_DESCRIPTION_LABEL,
  MERCHANT_CATEGORY_LABEL,
  type MerchantCategoryField,
  type MerchantCategoryValues,
  merchantCategorySchema,
} from './merchantCategorySchema';

export interface MerchantCategoryFormProps {
  initialSelection: CategorySelection;
  initialDescription: string;
  /** Saves; resolves with the server's refusal (its field messages show here), or nothing when done. */
  onSubmit: (values: MerchantCategoryValues) => Promise<FormFailure<MerchantCategoryField> | undefined>;
  /** A secondary action (Cancel, or Later when the form opened by itself); none means the form must be sent. */
  onDismiss?: () => void;
  dismissLabel?: string;
}

/** The category picker and Company Description with its 800-character counter; errors once touched. */
export function MerchantCategoryForm({
  initialSelection,
  initialDescription,
  onSubmit,
  onDismiss,
  dismissLabel = 'Cancel',
}: MerchantCategoryFormProps) {
  const form = useForm({
    resolver: zodResolver(merchantCategorySchema),
    mode: 'onTouched',
    defaultValues: { categories: initialSelection, businessDescription: initialDescription },
  });
  const { control, register, formState } = form;
  const { shownError, withServerFailure } = useFieldFeedback(form);
  const submit = form.handleSubmit(withServerFailure(onSubmit));
  const { isSubmitting } = formState;
  const description = useWatch({ control, name: 'businessDescription' }) ?? '';
  const categoriesError = shownError('categories');
  const descriptionError = shownError('businessDescription');
  const over = description.length > DESCRIPTION_LIMIT;

  return (
    <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
      <DialogContent dividers>
        <Stack spacing={3}>
          <Typography color="text.secondary">
            Your merchant category and company description are required for a better In-App Store experience:
            they tell customers what you sell and help us tailor your store.
          </Typography>
          <Controller
            name="categories"
            control={control}
            render={({ field }) => (
              <CategoryPicker
                label={MERCHANT_CATEGORY_LABEL}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={categoriesError}
                disabled={isSubmitting}
              />
            )}
          />
          <TextField
            label={COMPANY_DESCRIPTION_LABEL}
            multiline
            minRows={4}
            maxRows={10}
            disabled={isSubmitting}
            error={Boolean(descriptionError)}
            helperText={
              <Stack component="span" direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                <span>{descriptionError ?? 'Describe your business and what you offer.'}</span>
                <Typography
                  component="span"
                  variant="caption"
                  color={over ? 'error' : 'text.secondary'}
                  aria-label={`${description.length} of ${DESCRIPTION_LIMIT} characters`}
                  sx={{ flexShrink: 0 }}
                >
                  {description.length}/{DESCRIPTION_LIMIT}
                </Typography>
              </Stack>
            }
            slotProps={{ formHelperText: { component: 'div' } }}
            {...register('businessDescription')}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {onDismiss ? (
          <Button onClick={onDismiss} disabled={isSubmitting}>
            {dismissLabel}
          </Button>
        ) : null}
        <SubmitButton submitting={isSubmitting} submittingLabel="Submitting…">
          Submit
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
