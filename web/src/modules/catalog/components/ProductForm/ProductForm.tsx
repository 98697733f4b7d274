import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../../../lib/forms/FormAlert';
import { SubmitButton } from '../../../../lib/forms/SubmitButton';
import { useFieldFeedback } from '../../../../lib/forms/useFieldFeedback';
import {
  isProductFieldPath,
  MAX_PHOTOS,
  type ProductFormValues,
  type ProductProblems,
  productFormSchema,
} from '../../productForm';
import { FormSection } from './FormSection';
import { ProductAddOnsField, ProductPhotosField } from './ProductMediaFields';
import { ProductVariantsSection } from './ProductVariantsSection';
import { ProductVisibilityFields } from './ProductVisibilityFields';

export interface ProductFormProps {
  title: string;
  appUuid: string;
  initialValues: ProductFormValues;
  /** Every category, subcategories indented under their parent. */
  categories: readonly { uuid: string; name: string; depth: number }[];
  addOns: readonly { uuid: string; name: string; price: number }[];
  cancelUrl: string;
  /** Sends the product; answers the server's refusal (the form keeps what was typed). */
  onSubmit: (
    values: ProductFormValues,
  ) => Promise<{ message?: string; fields?: ProductProblems } | undefined>;
}

/**
 * Create / Edit Product: details, photos, options with their variant matrix (or one price and stock),
 * add-ons and visibility. Field problems show next to their fields, the server's too ("variants.2.price"
 * on the third row).
 */
export function ProductForm(p: ProductFormProps) {
  const form = useForm<ProductFormValues, unknown, ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    mode: 'onTouched',
    defaultValues: p.initialValues,
  });
  const { registerField, fieldProps } = useFieldFeedback(form);
  const [formError, setFormError] = useState<string | null>(null);
  const submitting = form.formState.isSubmitting;
  const section = { form, disabled: submitting };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const failure = await p.onSubmit(values);
    if (!failure) return;
    setFormError(failure.message ?? null);
    for (const [path, message] of Object.entries(failure.fields ?? {})) {
      if (message && isProductFieldPath(path)) form.setError(path, { type: 'server', message });
    }
  });

  return (
    <Card sx={{ maxWidth: 960, p: { xs: 2, sm: 3 } }}>
      <form noValidate onSubmit={submit}>
        <Stack spacing={3}>
          <Typography variant="h3" component="h1">
            {p.title}
          </Typography>
          <FormAlert message={formError} />
          <FormSection title="Details" divided={false}>
            <TextField label="Name" required autoFocus disabled={submitting} {...registerField('name')} />
            <TextField
              label="Description"
              multiline
              minRows={3}
              disabled={submitting}
              {...registerField('description')}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                name="categoryUuid"
                control={form.control}
                render={({ field: { ref, ...field } }) => (
                  <TextField
                    select
                    fullWidth
                    label="Category"
                    disabled={submitting}
                    {...field}
                    inputRef={ref}
                    {...fieldProps('categoryUuid')}
                  >
                    <MenuItem value="">No category</MenuItem>
                    {p.categories.map((c) => (
                      <MenuItem key={c.uuid} value={c.uuid} sx={{ pl: 2 + c.depth * 2 }}>
                        {c.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <TextField
                label="Section name"
                fullWidth
                disabled={submitting}
                {...registerField('sectionName')}
                helperText={
                  fieldProps('sectionName').helperText ??
                  'Optional. A heading in the store, e.g. Best Sellers.'
                }
              />
            </Stack>
          </FormSection>
          <FormSection title="Photos" hint={`Up to ${MAX_PHOTOS} photos; the first one is the cover.`}>
            <ProductPhotosField form={form} appUuid={p.appUuid} />
          </FormSection>
          <ProductVariantsSection {...section} />
          <FormSection title="Add-ons" hint="Extras customers can add to this product, like gift wrap.">
            <ProductAddOnsField {...section} addOns={p.addOns} />
          </FormSection>
          <FormSection title="Visibility">
            <ProductVisibilityFields {...section} />
          </FormSection>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={p.cancelUrl} disabled={submitting}>
              Cancel
            </Button>
            <SubmitButton submitting={submitting} submittingLabel="Saving…">
              Save
            </SubmitButton>
          </Stack>
        </Stack>
      </form>
    </Card>
  );
}
