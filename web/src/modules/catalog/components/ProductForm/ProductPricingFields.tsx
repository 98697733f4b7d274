import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { type ProductFormSection, shownProblem } from './formTypes';
import { PesoField } from './PesoField';

/** Price, compare-at price and stock of a product sold without options. */
export const ProductPricingFields = memo(function ProductPricingFields({
  form,
  disabled,
}: ProductFormSection) {
  const limited = useWatch({ control: form.control, name: 'limited' });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          name="price"
          control={form.control}
          render={({ field: { ref, ...field }, fieldState, formState }) => (
            <PesoField
              {...field}
              inputRef={ref}
              label="Price"
              required
              fullWidth
              disabled={disabled}
              {...shownProblem(fieldState, formState)}
            />
          )}
        />
        <Controller
          name="compareAtPrice"
          control={form.control}
          render={({ field: { ref, ...field }, fieldState, formState }) => (
            <PesoField
              {...field}
              inputRef={ref}
              label="Compare-at price"
              fullWidth
              disabled={disabled}
              {...shownProblem(fieldState, formState, 'Optional. Shown struck through.')}
            />
          )}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Controller
          name="stockQuantity"
          control={form.control}
          render={({ field: { ref, ...field }, fieldState, formState }) => (
            <TextField
              {...field}
              inputRef={ref}
              label="Stock quantity"
              required={limited}
              fullWidth
              disabled={disabled || !limited}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              {...shownProblem(
                fieldState,
                formState,
                limited ? 'Units on hand. Orders stop at zero.' : 'Not counted: unlimited stock.',
              )}
            />
          )}
        />
        <Controller
          name="limited"
          control={form.control}
          render={({ field }) => (
            <FormControlLabel
              sx={{ minWidth: 200, mt: { sm: 1 } }}
              label="Unlimited stock"
              control={
                <Switch
                  checked={!field.value}
                  onChange={(e) => field.onChange(!e.target.checked)}
                  onBlur={field.onBlur}
                  disabled={disabled}
                />
              }
            />
          )}
        />
      </Stack>
    </Stack>
  );
});
