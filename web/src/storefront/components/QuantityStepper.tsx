import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { softDisabled } from '../../lib/a11y/softDisabled';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
  label: string;
}

/**
 * − n + with a floor and a ceiling; large enough to tap on a phone. At the floor or the ceiling its
 * button stays focusable (aria-disabled): pressing − down to 1 from the keyboard keeps focus on it.
 */
export function QuantityStepper({ value, onChange, min = 1, max, label }: QuantityStepperProps) {
  return (
    <Stack direction="row" role="group" aria-label={label} sx={{ alignItems: 'center' }}>
      <IconButton aria-label={`Fewer ${label}`} {...softDisabled(value <= min, () => onChange(value - 1))}>
        <Remove fontSize="small" />
      </IconButton>
      <Typography aria-live="polite" sx={{ minWidth: 32, textAlign: 'center' }}>
        {value}
      </Typography>
      <IconButton aria-label={`More ${label}`} {...softDisabled(value >= max, () => onChange(value + 1))}>
        <Add fontSize="small" />
      </IconButton>
    </Stack>
  );
}
