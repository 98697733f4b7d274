import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../../../lib/forms/FormAlert';
import type { FormFailure } from '../../../../lib/forms/formFailure';
import { SubmitButton } from '../../../../lib/forms/SubmitButton';
import { useFieldFeedback } from '../../../../lib/forms/useFieldFeedback';
import { type CategoryFormField, type CategoryFormValues, categoryFormSchema } from '../../forms';

export interface CategoryFormProps {
  title: string;
  initialValues: CategoryFormValues;
  /** Possible parents, labelled by their path ("Apparel › Tops"). */
  parents: readonly { uuid: string; label: string }[];
  cancelUrl: string;
  onSubmit: (values: CategoryFormValues) => Promise<FormFailure<CategoryFormField> | undefined>;
}

/** Create / Edit Category: name, parent category (for a subcategory) and description. */
export function CategoryForm({ title, initialValues, parents, cancelUrl, onSubmit }: CategoryFormProps) {
  const form = useForm<CategoryFormValues, unknown, CategoryFormValues>({
    resolver: zodResolver(categoryFormSchema),
    mode: 'onTouched',
    defaultValues: initialValues,
  });
  const { registerField, fieldProps, formError, withServerFailure } = useFieldFeedback(form);
  const submitting = form.formState.isSubmitting;
  return (
    <Card sx={{ maxWidth: 640, p: { xs: 2, sm: 3 } }}>
      <form noValidate onSubmit={form.handleSubmit(withServerFailure(onSubmit))}>
        <Stack spacing={2.5}>
          <Typography variant="h3" component="h1">
            {title}
          </Typography>
          <FormAlert message={formError} />
          <TextField label="Name" required autoFocus disabled={submitting} {...registerField('name')} />
          <Controller
            name="parentUuid"
            control={form.control}
            render={({ field }) => (
              <TextField
                select
                label="Parent category"
                disabled={submitting}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                {...fieldProps('parentUuid')}
                helperText={
                  fieldProps('parentUuid').helperText ??
                  'Optional. Subcategories show in the store when Checkout Settings has subcategories on.'
                }
              >
                <MenuItem value="">None (top-level category)</MenuItem>
                {parents.map((p) => (
                  <MenuItem key={p.uuid} value={p.uuid}>
                    {p.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            label="Description"
            multiline
            minRows={3}
            disabled={submitting}
            {...registerField('description')}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={cancelUrl} disabled={submitting}>
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
