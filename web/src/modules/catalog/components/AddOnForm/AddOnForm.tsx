import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../../../lib/forms/FormAlert';
import type { FormFailure } from '../../../../lib/forms/formFailure';
import { SubmitButton } from '../../../../lib/forms/SubmitButton';
import { useFieldFeedback } from '../../../../lib/forms/useFieldFeedback';
import { type AddOnFormField, type AddOnFormValues, addOnFormSchema } from '../../forms';

export interface AddOnFormProps {
  title: string;
  initialValues: AddOnFormValues;
  cancelUrl: string;
  onSubmit: (values: AddOnFormValues) => Promise<FormFailure<AddOnFormField> | undefined>;
}

/** Create / Edit Add-On: name, price in pesos, available, max quantity per order, description. */
export function AddOnForm({ title, initialValues, cancelUrl, onSubmit }: AddOnFormProps) {
  const form = useForm<AddOnFormValues, unknown, AddOnFormValues>({
    resolver: zodResolver(addOnFormSchema),
    mode: 'onTouched',
    defaultValues: initialValues,
  });
  const { registerField, formError, withServerFailure } = useFieldFeedback(form);
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
          <TextField
            label="Price"
            required
            disabled={submitting}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">₱</InputAdornment> },
            }}
            {...registerField('price')}
          />
          <TextField
            label="Max quantity per order"
            disabled={submitting}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            {...registerField('maxQuantity')}
            helperText={registerField('maxQuantity').helperText ?? 'Optional. Leave blank for no limit.'}
          />
          <Controller
            name="available"
            control={form.control}
            render={({ field }) => (
              <FormControlLabel
                label="Available to customers"
                control={
                  <Switch
                    checked={field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                    disabled={submitting}
                  />
                }
              />
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
