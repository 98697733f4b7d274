import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { MAX_TIERS, type PromoValues } from '../../promoForm';

/** Quantity tiers: "from N items, P% off", up to five, each from more items than the one before. */
export function TierFields({ form, error }: { form: UseFormReturn<PromoValues>; error?: string }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'tiers' });
  return (
    <Stack
      component="fieldset"
      spacing={1.5}
      aria-describedby={error ? 'tiers-error' : undefined}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Quantity tiers
      </Typography>
      {fields.map((field, i) => (
        <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={`Tier ${i + 1}: from items`}
            inputMode="numeric"
            size="small"
            error={Boolean(error)}
            sx={{ flex: 1 }}
            {...form.register(`tiers.${i}.minQuantity`)}
          />
          <TextField
            label={`Tier ${i + 1}: percent off`}
            inputMode="numeric"
            size="small"
            error={Boolean(error)}
            sx={{ flex: 1 }}
            slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
            {...form.register(`tiers.${i}.percent`)}
          />
          <IconButton
            aria-label={`Remove tier ${i + 1}`}
            onClick={() => remove(i)}
            disabled={fields.length === 1}
          >
            <DeleteOutlined />
          </IconButton>
        </Stack>
      ))}
      {error ? (
        <FormHelperText id="tiers-error" error>
          {error}
        </FormHelperText>
      ) : null}
      {fields.length < MAX_TIERS ? (
        <Button
          startIcon={<AddOutlined />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => {
            const last = Number(form.getValues('tiers').at(-1)?.minQuantity) || 1;
            append({ minQuantity: String(last + 1), percent: '' });
          }}
        >
          Add tier
        </Button>
      ) : null}
    </Stack>
  );
}
