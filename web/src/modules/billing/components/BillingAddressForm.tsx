import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../../lib/forms/FormAlert';
import type { FormFailure } from '../../../lib/forms/formFailure';
import { SubmitButton } from '../../../lib/forms/SubmitButton';
import { useFieldFeedback } from '../../../lib/forms/useFieldFeedback';
import { ADDRESS_LABELS, type AddressField, type AddressValues, addressSchema } from '../billingAddressForm';

export interface BillingAddressFormProps {
  initialValues: AddressValues;
  cancelUrl: string;
  onSubmit: (values: AddressValues) => Promise<FormFailure<AddressField> | undefined>;
}

const ROWS: AddressField[][] = [
  ['firstName', 'lastName'],
  ['company', 'billingContactEmail'],
  ['phoneNumber'],
  ['address'],
  ['city', 'stateProvinceRegion'],
  ['zipPostalCode', 'country'],
];

/** The billing details of a saved payment method (document 3 §3 Billing address). */
export function BillingAddressForm({ initialValues, cancelUrl, onSubmit }: BillingAddressFormProps) {
  const form = useForm<AddressValues>({
    resolver: zodResolver(addressSchema),
    mode: 'onTouched',
    defaultValues: initialValues,
  });
  const { registerField, formError, withServerFailure } = useFieldFeedback(form);
  const submit = form.handleSubmit(withServerFailure(onSubmit));
  const locked = form.formState.isSubmitting;
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Billing details">
      <FormAlert message={formError} />
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          {ROWS.map((row) => (
            <Stack key={row.join()} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {row.map((field) => (
                <TextField
                  key={field}
                  label={ADDRESS_LABELS[field]}
                  required={field === 'country'}
                  disabled={locked}
                  fullWidth
                  {...registerField(field)}
                />
              ))}
            </Stack>
          ))}
        </Stack>
      </Card>
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'flex-end' }}
      >
        <Button component={RouterLink} to={cancelUrl} disabled={locked}>
          Cancel
        </Button>
        <SubmitButton submitting={locked}>Save</SubmitButton>
      </Stack>
    </Stack>
  );
}
