import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ChoosableVariant, type Selection, valueState } from '../variants';

export interface OptionPickerProps {
  options: readonly { name: string; values: readonly string[] }[];
  variants: readonly ChoosableVariant[];
  selection: Selection;
  onChoose: (optionIndex: number, value: string) => void;
}

/** One button row per option; values that make no variant or only sold-out ones are disabled. */
export function OptionPicker({ options, variants, selection, onChoose }: OptionPickerProps) {
  return (
    <Stack spacing={1.5}>
      {options.map((option, i) => (
        <Stack key={option.name} spacing={0.5}>
          <Typography variant="subtitle2" id={`option-${i}`}>
            {option.name}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={selection[i] ?? null}
            onChange={(_e, value: string | null) => value !== null && onChoose(i, value)}
            aria-labelledby={`option-${i}`}
            sx={{
              flexWrap: 'wrap',
              gap: 1,
              '& .MuiToggleButtonGroup-grouped': {
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                textTransform: 'none',
              },
              '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                borderColor: 'primary.main',
              },
            }}
          >
            {option.values.map((value) => {
              const state = valueState(variants, selection, i, value);
              return (
                <ToggleButton
                  key={value}
                  value={value}
                  disabled={state !== 'available'}
                  sx={{ minWidth: 48 }}
                >
                  {state === 'sold_out' ? `${value} · Sold out` : value}
                </ToggleButton>
              );
            })}
          </ToggleButtonGroup>
        </Stack>
      ))}
    </Stack>
  );
}
