import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { customRangeError, RANGE_PRESETS, type RangeChoice, type RangePreset } from '../../range';

export interface RangeControlProps {
  range: RangeChoice;
  today: string;
  onChange: (preset: RangePreset, custom?: { from: string; to: string }) => void;
}

/** Today, 7 days, 30 days or Custom (two dates, applied together so one query runs, not two). */
export function RangeControl({ range, today, onChange }: RangeControlProps) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [shown, setShown] = useState(range);
  if (shown !== range) {
    // The URL moved (a preset, Back): the date fields follow it.
    setShown(range);
    setFrom(range.from);
    setTo(range.to);
  }
  const typedError = customRangeError(from, to);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (typedError === null) onChange('custom', { from, to });
  };
  return (
    <Stack spacing={1.5} sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' } }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label="Date range"
        value={range.preset}
        onChange={(_, value: RangePreset | null) => {
          if (value !== null) onChange(value, value === 'custom' ? { from, to } : undefined);
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {RANGE_PRESETS.map((p) => (
          <ToggleButton key={p.value} value={p.value} sx={{ px: 1.5, flex: { xs: 1, sm: 'none' } }}>
            {p.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {range.preset === 'custom' ? (
        <Stack
          component="form"
          aria-label="Custom date range"
          onSubmit={apply}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            type="date"
            size="small"
            label="From"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          />
          <TextField
            type="date"
            size="small"
            label="To"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          />
          <Button type="submit" variant="outlined">
            Apply
          </Button>
        </Stack>
      ) : null}
      {range.preset === 'custom' && (typedError ?? range.error) ? (
        <Typography role="alert" variant="body2" color="error">
          {typedError ?? range.error}
        </Typography>
      ) : null}
    </Stack>
  );
}
