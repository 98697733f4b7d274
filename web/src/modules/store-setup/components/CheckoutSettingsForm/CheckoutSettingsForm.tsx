import { zodResolver } from '@hookform/resolvers/zod';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '../../../../lib/forms/FormAlert';
import type { FormFailure } from '../../../../lib/forms/formFailure';
import { SubmitButton } from '../../../../lib/forms/SubmitButton';
import { useFieldFeedback } from '../../../../lib/forms/useFieldFeedback';
import {
  ADDRESS_INPUT_OPTIONS,
  CHARGE_FROM_OPTIONS,
  type CheckoutSettingsField,
  type CheckoutSettingsValues,
  checkoutSettingsSchema,
  DELIVERY_FEE_OPTIONS,
  EXPIRATION_UNIT_OPTIONS,
  LABELS,
  LOCATION_SCOPE_OPTIONS,
  TAX_TYPE_OPTIONS,
} from '../../checkoutForm';

export interface CheckoutSettingsFormProps {
  initialValues: CheckoutSettingsValues;
  onSubmit: (values: CheckoutSettingsValues) => Promise<FormFailure<CheckoutSettingsField> | undefined>;
  readOnly?: boolean;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `checkout-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Card>
  );
}

const peso = { input: { startAdornment: <InputAdornment position="start">₱</InputAdornment> } };

/** Checkout Settings: delivery fee, free shipping, minimum purchase, tax, address input, scope and more. */
export function CheckoutSettingsForm({
  initialValues,
  onSubmit,
  readOnly = false,
}: CheckoutSettingsFormProps) {
  const form = useForm<CheckoutSettingsValues>({
    resolver: zodResolver(checkoutSettingsSchema),
    mode: 'onTouched',
    defaultValues: initialValues,
  });
  const { control, formState, reset } = form;
  const { registerField, fieldProps, formError, withServerFailure } = useFieldFeedback(form);
  const submit = form.handleSubmit(
    withServerFailure(async (values: CheckoutSettingsValues) => {
      const failure = await onSubmit(values);
      if (!failure) reset(values);
      return failure;
    }),
  );
  const locked = formState.isSubmitting || readOnly;
  const taxType = useWatch({ control, name: 'additionalTaxType' });

  const select = (
    name: FieldPath<CheckoutSettingsValues>,
    options: ReadonlyArray<readonly [string, string]>,
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField
          select
          label={LABELS[name as keyof typeof LABELS]}
          name={field.name}
          value={field.value}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          disabled={locked}
          fullWidth
          {...fieldProps(name)}
        >
          {options.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Checkout Settings">
      <FormAlert message={formError} />
      <Section title="Delivery">
        <Toggle
          control={control}
          name="shipping"
          label="Deliver orders (turn off for pickup-only stores)"
          disabled={locked}
        />
        {select('deliveryFeeType', DELIVERY_FEE_OPTIONS)}
        {select('chargeDeliveryFeeFrom', CHARGE_FROM_OPTIONS)}
        <TextField
          label={LABELS.freeShippingRequiredAmount}
          inputMode="decimal"
          slotProps={peso}
          disabled={locked}
          fullWidth
          {...registerField('freeShippingRequiredAmount')}
          helperText={
            fieldProps('freeShippingRequiredAmount').helperText ??
            'Orders from this amount ship free; 0 turns it off.'
          }
        />
      </Section>
      <Section title="Order amount">
        <TextField
          label={LABELS.requiredAmount}
          inputMode="decimal"
          slotProps={peso}
          disabled={locked}
          fullWidth
          {...registerField('requiredAmount')}
          helperText={fieldProps('requiredAmount').helperText ?? 'The smallest order you accept; 0 for none.'}
        />
        {select('additionalTaxType', TAX_TYPE_OPTIONS)}
        <TextField
          label={LABELS.additionalTax}
          inputMode="decimal"
          disabled={locked}
          fullWidth
          slotProps={
            taxType === 'fixed'
              ? peso
              : { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }
          }
          {...registerField('additionalTax', { deps: ['additionalTaxType'] })}
        />
      </Section>
      <Section title="Customer address">
        {select('addressInputType', ADDRESS_INPUT_OPTIONS)}
        {select('locationScope', LOCATION_SCOPE_OPTIONS)}
        <Toggle
          control={control}
          name="enableProductLocationAvailability"
          label="Products are available only in some locations"
          disabled={locked}
        />
      </Section>
      <Section title="Checkout">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={LABELS.expiration}
            inputMode="numeric"
            disabled={locked}
            fullWidth
            {...registerField('expiration', { deps: ['expirationDateType'] })}
            helperText={
              fieldProps('expiration').helperText ?? 'Unpaid checkouts expire after this; 0 for never.'
            }
          />
          {select('expirationDateType', EXPIRATION_UNIT_OPTIONS)}
        </Stack>
        <TextField
          label={LABELS.emailNotifRecipient}
          type="email"
          disabled={locked}
          fullWidth
          {...registerField('emailNotifRecipient')}
          helperText={
            fieldProps('emailNotifRecipient').helperText ?? 'Who gets an e-mail for each new order.'
          }
        />
        <Toggle control={control} name="digitalProduct" label="Sell digital products" disabled={locked} />
        <Toggle
          control={control}
          name="subcategorized"
          label="Group categories into subcategories"
          disabled={locked}
        />
      </Section>
      {readOnly ? null : (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <SubmitButton submitting={formState.isSubmitting} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            Save settings
          </SubmitButton>
        </Stack>
      )}
    </Stack>
  );
}

function Toggle({
  control,
  name,
  label,
  disabled,
}: {
  control: Control<CheckoutSettingsValues>;
  name: 'shipping' | 'subcategorized' | 'enableProductLocationAvailability' | 'digitalProduct';
  label: string;
  disabled: boolean;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              checked={field.value}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
              disabled={disabled}
            />
          }
        />
      )}
    />
  );
}
