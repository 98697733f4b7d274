import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { memo } from 'react';
import { Controller } from 'react-hook-form';
import type { ProductFormSection } from './formTypes';

const SWITCHES = [
  {
    name: 'published',
    label: 'Published',
    help: 'Customers can see and order it. Turn off to keep it as a draft.',
  },
  {
    name: 'hidden',
    label: 'Hidden from the store lists',
    help: "Left out of the store's product lists; still sold by link and in Messenger.",
  },
  {
    name: 'digitalProduct',
    label: 'Digital product',
    help: 'Nothing to ship (e-vouchers, downloads, services): no delivery needed at checkout.',
  },
] as const;

/** Published, hidden and digital product, each with what it does. */
export const ProductVisibilityFields = memo(function ProductVisibilityFields({
  form,
  disabled,
}: ProductFormSection) {
  return (
    <Stack spacing={1.5}>
      {SWITCHES.map((s) => (
        <Controller
          key={s.name}
          name={s.name}
          control={form.control}
          render={({ field }) => (
            <div>
              <FormControlLabel
                label={s.label}
                control={
                  <Switch
                    checked={field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                    onBlur={field.onBlur}
                    disabled={disabled}
                    slotProps={{ input: { 'aria-describedby': `product-${s.name}-help` } }}
                  />
                }
              />
              <FormHelperText id={`product-${s.name}-help`} sx={{ mt: -0.5, ml: 6 }}>
                {s.help}
              </FormHelperText>
            </div>
          )}
        />
      ))}
    </Stack>
  );
});
