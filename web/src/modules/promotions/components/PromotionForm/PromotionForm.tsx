import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, useForm, useWatch } from 'react-hook-form';
import type { PromotionKind } from '../../../../generated/graphql';
import { FormAlert } from '../../../../lib/forms/FormAlert';
import type { FormFailure } from '../../../../lib/forms/formFailure';
import { SubmitButton } from '../../../../lib/forms/SubmitButton';
import { useFieldFeedback } from '../../../../lib/forms/useFieldFeedback';
import { type PromoField, type PromoValues, promoResolver, visibleFields } from '../../promoForm';
import { CatalogPicker } from '../CatalogPicker/CatalogPicker';
import { PromotionPreviewPanel } from '../PromotionPreview/PromotionPreviewPanel';
import { TierFields } from './TierFields';

export interface PromotionFormProps {
  appUuid: string;
  kind: PromotionKind;
  initialValues: PromoValues;
  submitLabel: string;
  /** Saves; resolves with the server's refusal (shown on the fields), or nothing when saved. */
  onSubmit: (values: PromoValues) => Promise<FormFailure<PromoField> | undefined>;
  onCancel: () => void;
  /** Orders used the code: it stays (shoppers and past orders name it). */
  codeLocked?: boolean;
}

const CONDITIONS = [
  { value: 'NONE', label: 'None: any cart (with the minimum purchase, if any)' },
  { value: 'BUY_X_GET_Y', label: 'Buy X get Y' },
  { value: 'QUANTITY_TIERS', label: 'Quantity tiers' },
] as const;
const VALUE_TYPES = [
  { value: 'PERCENT', label: 'Percentage off' },
  { value: 'FIXED', label: 'Fixed amount off' },
  { value: 'FREE_SHIPPING', label: 'Free delivery' },
] as const;
const SCOPES = [
  { value: 'ORDER', label: 'Whole order' },
  { value: 'PRODUCTS', label: 'Selected products' },
  { value: 'CATEGORIES', label: 'Selected categories' },
] as const;

const peso = { input: { startAdornment: <InputAdornment position="start">₱</InputAdornment> } };
const percent = { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } };
const dateLabel = { inputLabel: { shrink: true } };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={2} aria-label={title}>
      <Typography variant="h3" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** One form for discount codes, automatic discounts and cart promos: the fields shown follow the kind and condition. */
export function PromotionForm({
  appUuid,
  kind,
  initialValues,
  submitLabel,
  onSubmit,
  onCancel,
  codeLocked = false,
}: PromotionFormProps) {
  const form = useForm<PromoValues>({
    resolver: promoResolver(kind),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const { registerField, shownError, formError, withServerFailure } = useFieldFeedback(form);
  const { control, handleSubmit, formState } = form;
  const values = useWatch({ control }) as PromoValues;
  const show = visibleFields(kind, values);

  const select = (
    name: FieldPath<PromoValues>,
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          fullWidth
          label={label}
          name={field.name}
          value={field.value}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(shownError(name))}
          helperText={shownError(name)}
        >
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
        alignItems: 'start',
      }}
    >
      <Card
        component="form"
        noValidate
        aria-label="Promo"
        onSubmit={handleSubmit(withServerFailure(onSubmit, { shouldFocus: true }))}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Stack spacing={3}>
          <FormAlert message={formError} />
          <Section title="Details">
            <TextField label="Title" required fullWidth {...registerField('title')} />
            {show.code ? (
              <TextField
                label="Code"
                required
                fullWidth
                slotProps={{
                  htmlInput: { autoCapitalize: 'characters', spellCheck: false, readOnly: codeLocked },
                }}
                {...registerField('code')}
                helperText={
                  registerField('code').helperText ??
                  (codeLocked ? 'Orders used this code: it cannot change' : undefined)
                }
              />
            ) : null}
            {show.condition ? select('condition', 'Condition', CONDITIONS) : null}
          </Section>
          <Section title="Discount">
            {show.valueTypeFixed ? null : select('valueType', 'Discount type', VALUE_TYPES)}
            {show.buyGet ? (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  label="Buy quantity"
                  required
                  fullWidth
                  inputMode="numeric"
                  {...registerField('buyQuantity')}
                />
                <TextField
                  label="Get quantity"
                  required
                  fullWidth
                  inputMode="numeric"
                  {...registerField('getQuantity')}
                />
              </Stack>
            ) : null}
            {show.value && (show.valueTypeFixed || values.valueType === 'PERCENT') ? (
              <TextField
                label={show.buyGet ? 'Percentage off the items given (100: free)' : 'Percentage'}
                required
                fullWidth
                inputMode="numeric"
                slotProps={percent}
                {...registerField('value')}
              />
            ) : null}
            {show.value && !show.valueTypeFixed && values.valueType === 'FIXED' ? (
              <TextField
                label="Amount"
                required
                fullWidth
                inputMode="decimal"
                slotProps={peso}
                {...registerField('value')}
              />
            ) : null}
            {show.tiers ? <TierFields form={form} error={shownError('tiers')} /> : null}
            {select('scope', 'Applies to', SCOPES)}
            {show.products || show.categories ? (
              <Controller
                control={control}
                name={show.products ? 'products' : 'categories'}
                render={({ field }) => (
                  <CatalogPicker
                    key={field.name}
                    appUuid={appUuid}
                    source={show.products ? 'products' : 'categories'}
                    label={show.products ? 'Products' : 'Categories'}
                    value={field.value as PromoValues['products']}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={shownError(field.name)}
                  />
                )}
              />
            ) : null}
            <TextField
              label="Minimum purchase"
              required={show.minimumRequired}
              fullWidth
              inputMode="decimal"
              slotProps={peso}
              {...registerField('minimumPurchase')}
            />
          </Section>
          <Section title="Schedule and limits">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Starts (Manila time)"
                type="datetime-local"
                required
                fullWidth
                slotProps={dateLabel}
                {...registerField('startsAt', { deps: ['endsAt'] })}
              />
              <TextField
                label="Ends (Manila time, optional)"
                type="datetime-local"
                fullWidth
                slotProps={dateLabel}
                {...registerField('endsAt')}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Usage limit (all customers)"
                fullWidth
                inputMode="numeric"
                {...registerField('usageLimit')}
              />
              <TextField
                label="Limit per customer"
                fullWidth
                inputMode="numeric"
                {...registerField('perCustomerLimit')}
              />
            </Stack>
            <Controller
              control={control}
              name="firstOrderOnly"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                  label="First order only"
                />
              )}
            />
          </Section>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onCancel}>Cancel</Button>
            <SubmitButton submitting={formState.isSubmitting}>{submitLabel}</SubmitButton>
          </Stack>
        </Stack>
      </Card>
      <PromotionPreviewPanel appUuid={appUuid} kind={kind} values={values} />
    </Box>
  );
}
