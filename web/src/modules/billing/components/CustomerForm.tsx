import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { FormAlert } from '../../../lib/forms/FormAlert';
import type { FormFailure } from '../../../lib/forms/formFailure';
import { PhMobileField } from '../../../lib/forms/PhMobileField';
import { SubmitButton } from '../../../lib/forms/SubmitButton';
import { useFieldFeedback } from '../../../lib/forms/useFieldFeedback';
import { type CustomerField, type CustomerValues, customerSchema, NEW_CUSTOMER } from '../customerForm';

export interface CustomerFormProps {
  onSubmit: (values: CustomerValues) => Promise<FormFailure<CustomerField> | undefined>;
  submitLabel?: string;
}

/** The billing customer form (document 3 §5): who the payment provider bills. */
export function CustomerForm({ onSubmit, submitLabel = 'Save billing details' }: CustomerFormProps) {
  const form = useForm<CustomerValues>({
    resolver: zodResolver(customerSchema),
    mode: 'onTouched',
    defaultValues: NEW_CUSTOMER,
  });
  const { control, formState } = form;
  const { registerField, fieldProps, formError, withServerFailure } = useFieldFeedback(form);
  const submit = form.handleSubmit(withServerFailure(onSubmit));
  const locked = formState.isSubmitting;
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Billing details">
      <FormAlert message={formError} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="First Name"
          required
          autoComplete="given-name"
          disabled={locked}
          fullWidth
          {...registerField('firstName')}
        />
        <TextField
          label="Last Name"
          required
          autoComplete="family-name"
          disabled={locked}
          fullWidth
          {...registerField('lastName')}
        />
      </Stack>
      <TextField
        label="Email"
        required
        // type="text": an email input strips the whitespace this form must report (document 3 §5).
        slotProps={{ htmlInput: { inputMode: 'email' } }}
        autoComplete="email"
        disabled={locked}
        fullWidth
        {...registerField('email')}
      />
      <Controller
        name="mobile"
        control={control}
        render={({ field }) => (
          <PhMobileField
            required
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            {...fieldProps('mobile')}
            disabled={locked}
            fullWidth
          />
        )}
      />
      <Controller
        name="nationality"
        control={control}
        render={({ field }) => (
          <TextField
            label="Nationality"
            required
            name={field.name}
            value={field.value}
            onChange={(e) => field.onChange(e.target.value.toUpperCase())}
            onBlur={field.onBlur}
            inputRef={field.ref}
            {...fieldProps('nationality')}
            helperText={fieldProps('nationality').helperText ?? 'Two letters, e.g. PH for the Philippines'}
            slotProps={{ htmlInput: { maxLength: 2, autoCapitalize: 'characters' } }}
            disabled={locked}
            fullWidth
          />
        )}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <SubmitButton submitting={formState.isSubmitting}>{submitLabel}</SubmitButton>
      </Stack>
    </Stack>
  );
}
