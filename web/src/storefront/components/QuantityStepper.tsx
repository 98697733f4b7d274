import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
  label: string;
}

/** − n + with a floor and a ceiling; large enough to tap on a phone. */
export function QuantityStepper({ value, onChange, min = 1, max, label }: QuantityStepperProps) {
  return (
    <Stack direction="row" role="group" aria-label={label} sx={{ alignItems: 'center' }}>
      <IconButton aria-label={`Fewer ${label}`} onClick={() => onChange(value - 1)} disabled={value <= min}>
        <Remove fontSize="small" />
      </IconButton>
      <Typography aria-live="polite" sx={{ minWidth: 32, textAlign: 'center' }}>
        {value}
      </Typography>
      <IconButton aria-label={`More ${label}`} onClick={() => onChange(value + 1)} disabled={value >= max}>
        <Add fontSize="small" />
      </IconButton>
    </Stack>
  );
}
