import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useState } from 'react';
import { Controller } from 'react-hook-form';
import { MAX_OPTIONS, nextOptionId, type OptionDraft, optionValueProblem } from '../../variantMatrix';
import { type ProductFormSection, shownProblem } from './formTypes';

export interface ProductOptionsEditorProps extends ProductFormSection {
  options: readonly OptionDraft[];
  /** Every edit that changes the matrix (values added or removed, options added or removed). */
  onChange: (next: OptionDraft[]) => void;
}

/** Options such as Size and Color: a name and its values as chips; up to three. */
export function ProductOptionsEditor({ form, disabled, options, onChange }: ProductOptionsEditorProps) {
  const [added, setAdded] = useState<string | null>(null);
  const replace = (index: number, option: OptionDraft) =>
    onChange(options.map((o, i) => (i === index ? option : o)));
  return (
    <Stack spacing={2}>
      {options.map((option, index) => (
        <Box
          key={option.id}
          role="group"
          aria-label={`Option ${index + 1}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 } }}
        >
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Controller
                name={`options.${index}.name`}
                control={form.control}
                render={({ field: { ref, ...field }, fieldState, formState }) => (
                  <TextField
                    {...field}
                    inputRef={ref}
                    label="Option name"
                    placeholder="e.g. Size"
                    size="small"
                    required
                    fullWidth
                    autoFocus={option.id === added}
                    disabled={disabled}
                    {...shownProblem(fieldState, formState)}
                  />
                )}
              />
              <IconButton
                aria-label={`Remove option ${option.name || index + 1}`}
                disabled={disabled}
                onClick={() => onChange(options.filter((_, i) => i !== index))}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Stack>
            <OptionValues
              {...{ form, disabled, options, index }}
              onValues={(values) => replace(index, { ...option, values })}
            />
          </Stack>
        </Box>
      ))}
      <Box>
        <Button
          startIcon={<AddOutlined />}
          variant="outlined"
          disabled={disabled || options.length >= MAX_OPTIONS}
          onClick={() => {
            const id = nextOptionId(options);
            setAdded(id);
            onChange([...options, { id, name: '', values: [] }]);
          }}
        >
          Add option
        </Button>
        {options.length >= MAX_OPTIONS ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            A product can have at most {MAX_OPTIONS} options.
          </Typography>
        ) : null}
      </Box>
    </Stack>
  );
}

interface OptionValuesProps extends ProductFormSection {
  options: readonly OptionDraft[];
  index: number;
  onValues: (values: string[]) => void;
}

/** An option's values as chips; Enter (or a comma) adds what is typed. */
function OptionValues({ form, disabled, options, index, onValues }: OptionValuesProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const values = options[index]?.values ?? [];
  const add = () => {
    if (text.trim() === '') return;
    const found = optionValueProblem(options, index, text);
    setProblem(found);
    if (found) return;
    onValues([...values, text.trim()]);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      add();
    }
  };
  return (
    <Stack spacing={1}>
      {values.length > 0 ? (
        <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {values.map((value) => (
            <Chip
              key={value}
              label={value}
              disabled={disabled}
              onDelete={() => onValues(values.filter((v) => v !== value))}
            />
          ))}
        </Stack>
      ) : null}
      <Controller
        name={`options.${index}.values`}
        control={form.control}
        render={({ field, fieldState, formState }) => {
          const shown = shownProblem(fieldState, formState, 'Type a value, e.g. Small, and press Enter.');
          return (
            <TextField
              label="Add a value"
              size="small"
              value={text}
              disabled={disabled}
              inputRef={field.ref}
              onChange={(e) => {
                setProblem(null);
                setText(e.target.value);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => {
                add();
                field.onBlur();
              }}
              error={problem !== null || shown.error}
              helperText={problem ?? shown.helperText}
            />
          );
        }}
      />
    </Stack>
  );
}
