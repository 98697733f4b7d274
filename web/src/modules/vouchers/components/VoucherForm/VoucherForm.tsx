import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '../../../../lib/forms/FormAlert';
import type { FormFailure } from '../../../../lib/forms/formFailure';
import { SubmitButton } from '../../../../lib/forms/SubmitButton';
import { useFieldFeedback } from '../../../../lib/forms/useFieldFeedback';
import {
  MAX_VOUCHERS,
  type ProgramKind,
  type VoucherField,
  type VoucherValues,
  voucherResolver,
} from '../../voucherForm';

export interface VoucherFormProps {
  kind: ProgramKind;
  initialValues: VoucherValues;
  submitLabel: string;
  /** Saves; resolves with the server's refusal (shown under the fields), or nothing when saved. */
  onSubmit: (values: VoucherValues) => Promise<FormFailure<VoucherField> | undefined>;
  onCancel: () => void;
  /** Editing a batch: the codes already issued (the quantity can only grow). */
  issued?: number;
}

const VALUE_TYPES = [
  { value: 'FIXED', label: 'Fixed amount off' },
  { value: 'PERCENT', label: 'Percentage off' },
  { value: 'FREE_SHIPPING', label: 'Free delivery' },
] as const;

const peso = { input: { startAdornment: <InputAdornment position="start">₱</InputAdornment> } };
const percent = { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } };
const dateLabel = { inputLabel: { shrink: true } };

/** A voucher batch's or a rebate's form: title, what it takes off, minimum purchase, quantity, dates (Manila). */
export function VoucherForm({
  kind,
  initialValues,
  submitLabel,
  onSubmit,
  onCancel,
  issued,
}: VoucherFormProps) {
  const form = useForm<VoucherValues>({
    resolver: voucherResolver(kind),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const { registerField, shownError, formError, withServerFailure } = useFieldFeedback(form);
  const { control, handleSubmit, formState } = form;
  const valueType = useWatch({ control, name: 'valueType' });
  const quantity = registerField('quantity');
  const quantityHelp =
    kind === 'VOUCHER'
      ? issued
        ? `${issued.toLocaleString('en-PH')} codes issued: the quantity can only grow`
        : `The number of single-use codes, 1 to ${MAX_VOUCHERS.toLocaleString('en-PH')}`
      : 'Leave blank for no limit';
  const minimum = registerField('minimumPurchase');

  return (
    <Stack
      component="form"
      noValidate
      aria-label={kind === 'REBATE' ? 'Rebate' : 'Voucher batch'}
      onSubmit={handleSubmit(withServerFailure(onSubmit, { shouldFocus: true }))}
      spacing={2.5}
    >
      <FormAlert message={formError} />
      <TextField label="Title" required fullWidth {...registerField('title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="valueType"
          render={({ field }) => (
            <TextField
              select
              fullWidth
              label="Discount type"
              name={field.name}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(shownError('valueType'))}
              helperText={shownError('valueType')}
            >
              {VALUE_TYPES.map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {valueType === 'FIXED' ? (
          <TextField
            label="Amount"
            required
            fullWidth
            inputMode="decimal"
            slotProps={peso}
            {...registerField('value')}
          />
        ) : null}
        {valueType === 'PERCENT' ? (
          <TextField
            label="Percentage"
            required
            fullWidth
            inputMode="numeric"
            slotProps={percent}
            {...registerField('value')}
          />
        ) : null}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Minimum purchase"
          required={kind === 'REBATE'}
          fullWidth
          inputMode="decimal"
          slotProps={peso}
          {...minimum}
          helperText={
            minimum.helperText ??
            (kind === 'REBATE' ? 'An order of at least this earns the rebate' : 'Leave blank for none')
          }
        />
        <TextField
          label={kind === 'VOUCHER' ? 'Quantity' : 'Limit (vouchers earned)'}
          required={kind === 'VOUCHER'}
          fullWidth
          inputMode="numeric"
          {...quantity}
          helperText={quantity.helperText ?? quantityHelp}
        />
      </Stack>
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
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>Cancel</Button>
        <SubmitButton submitting={formState.isSubmitting}>{submitLabel}</SubmitButton>
      </Stack>
    </Stack>
  );
}
