import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../../../lib/forms/FormAlert';
import type { FormFailure } from '../../../../lib/forms/formFailure';
import { SubmitButton } from '../../../../lib/forms/SubmitButton';
import { useFieldFeedback } from '../../../../lib/forms/useFieldFeedback';
import {
  KIND_LABELS,
  KINDS,
  NEEDS_PICKUP_ADDRESS,
  type ShippingMethodField,
  type ShippingMethodValues,
  shippingMethodSchema,
} from '../../shippingForm';

export interface ShippingMethodFormProps {
  initialValues: ShippingMethodValues;
  submitLabel: string;
  cancelUrl: string;
  onSubmit: (values: ShippingMethodValues) => Promise<FormFailure<ShippingMethodField> | undefined>;
}

/** A shipping method: kind, name, fee (flat rate), pickup point and its map coordinates, instructions. */
export function ShippingMethodForm({
  initialValues,
  submitLabel,
  cancelUrl,
  onSubmit,
}: ShippingMethodFormProps) {
  const form = useForm<ShippingMethodValues>({
    resolver: zodResolver(shippingMethodSchema),
    mode: 'onTouched',
    defaultValues: initialValues,
  });
  const { control, formState } = form;
  const { registerField, fieldProps, formError, withServerFailure } = useFieldFeedback(form);
  const submit = form.handleSubmit(withServerFailure(onSubmit));
  const kind = useWatch({ control, name: 'kind' });
  const locked = formState.isSubmitting;

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Shipping method">
      <FormAlert message={formError} />
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Controller
            name="kind"
            control={control}
            render={({ field }) => (
              <TextField
                select
                label="Kind"
                name={field.name}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                disabled={locked}
                fullWidth
                helperText={
                  kind === 'grab_express' || kind === 'lalamove'
                    ? 'Customers see the courier at checkout; booking riders arrives in a later release.'
                    : kind === 'per_area_rate'
                      ? 'The fee comes from the delivery area of the customer’s address.'
                      : undefined
                }
              >
                {KINDS.map((k) => (
                  <MenuItem key={k} value={k}>
                    {KIND_LABELS[k]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField label="Name" required disabled={locked} fullWidth {...registerField('name')} />
          {kind === 'flat_rate' ? (
            <TextField
              label="Fee"
              required
              inputMode="decimal"
              disabled={locked}
              fullWidth
              slotProps={{ input: { startAdornment: <InputAdornment position="start">₱</InputAdornment> } }}
              {...registerField('fee', { deps: ['kind'] })}
            />
          ) : null}
          <Controller
            name="enabled"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                label="Customers can choose this method"
                control={
                  <Switch
                    checked={field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                    disabled={locked}
                  />
                }
              />
            )}
          />
        </Stack>
      </Card>
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h3" sx={{ mb: 0.5 }}>
          Pickup point
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Where customers or riders collect orders. Latitude and longitude start at Quezon City; copy them
          from any map app.
        </Typography>
        <Stack spacing={2}>
          <TextField
            label="Pickup Address"
            required={NEEDS_PICKUP_ADDRESS.has(kind)}
            multiline
            minRows={2}
            disabled={locked}
            fullWidth
            {...registerField('pickupAddress', { deps: ['kind'] })}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Latitude"
              inputMode="decimal"
              disabled={locked}
              fullWidth
              {...registerField('latitude')}
            />
            <TextField
              label="Longitude"
              inputMode="decimal"
              disabled={locked}
              fullWidth
              {...registerField('longitude')}
            />
          </Stack>
          <TextField
            label="Instructions"
            multiline
            minRows={2}
            disabled={locked}
            fullWidth
            {...registerField('instructions')}
            helperText={fieldProps('instructions').helperText ?? 'Shown to customers who choose this method.'}
          />
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
        <SubmitButton submitting={formState.isSubmitting}>{submitLabel}</SubmitButton>
      </Stack>
    </Stack>
  );
}
