import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { FormAlert } from '../../../../lib/forms/FormAlert';
import type { FormFailure } from '../../../../lib/forms/formFailure';
import { SubmitButton } from '../../../../lib/forms/SubmitButton';
import { useFieldFeedback } from '../../../../lib/forms/useFieldFeedback';
import type { PsgcBrowser } from '../../../../lib/psgc/usePsgcBrowser';
import { type AreaField, type AreaValues, areaSchema } from '../../areaForm';
import { PsgcPicker } from '../PsgcPicker/PsgcPicker';

export interface DeliveryAreaFormProps {
  initialValues: AreaValues;
  browser: PsgcBrowser;
  submitLabel: string;
  /** Saves; resolves with the server's refusal (shown on the fields), or nothing when saved. */
  onSubmit: (values: AreaValues) => Promise<FormFailure<AreaField> | undefined>;
  onCancel: () => void;
}

/** A delivery area: its name, the PSGC places it covers, its fee in pesos and its lead time in days. */
export function DeliveryAreaForm({
  initialValues,
  browser,
  submitLabel,
  onSubmit,
  onCancel,
}: DeliveryAreaFormProps) {
  const form = useForm<AreaValues>({
    resolver: zodResolver(areaSchema),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const { registerField, shownError, formError, withServerFailure } = useFieldFeedback(form);
  const { control, handleSubmit, formState } = form;

  return (
    <Card
      component="form"
      noValidate
      onSubmit={handleSubmit(withServerFailure(onSubmit))}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={3}>
        <FormAlert message={formError} />
        <TextField label="Name" required fullWidth {...registerField('name')} />
        <Controller
          control={control}
          name="coverage"
          render={({ field }) => (
            <PsgcPicker
              value={field.value}
              onChange={(places) => field.onChange(places)}
              browser={browser}
              error={shownError('coverage')}
            />
          )}
        />
        <TextField
          label="Delivery Fee"
          required
          fullWidth
          inputMode="decimal"
          slotProps={{ input: { startAdornment: <InputAdornment position="start">₱</InputAdornment> } }}
          {...registerField('deliveryFee')}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Minimum Lead Time (days)"
            required
            fullWidth
            inputMode="numeric"
            {...registerField('leadTimeMinDays', { deps: ['leadTimeMaxDays'] })}
          />
          <TextField
            label="Maximum Lead Time (days)"
            required
            fullWidth
            inputMode="numeric"
            {...registerField('leadTimeMaxDays')}
          />
        </Stack>
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label="Deliver to this area"
            />
          )}
        />
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>Cancel</Button>
          <SubmitButton submitting={formState.isSubmitting}>{submitLabel}</SubmitButton>
        </Stack>
      </Stack>
    </Card>
  );
}
