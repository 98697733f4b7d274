import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import {
  type CategoryAction,
  type CategoryOption,
  type CategorySelection,
  categorySelectionReducer,
  isSecondarySelected,
  primaryCheckState,
  selectionHeader,
} from './categorySelection';

export interface CategoryPickerProps {
  value: CategorySelection;
  onChange: (next: CategorySelection) => void;
  /** Called after every change, so the form counts the field as touched. */
  onBlur?: () => void;
  label?: string;
  error?: string;
  disabled?: boolean;
}

/**
 * The merchant category picker (document 1 §2): expandable primaries with nested secondary
 * checkboxes, a selection header, 1/1/2/2 columns by screen size.
 */
export function CategoryPicker({
  value,
  onChange,
  onBlur,
  label = 'Merchant Category',
  error,
  disabled = false,
}: CategoryPickerProps) {
  const id = useId();
  const headerId = `${id}-header`;
  const errorId = `${id}-error`;
  // Two independent columns (first half, second half): opening a primary only pushes down its own
  // column, and stacked on small screens they read in catalogue order.
  const half = Math.ceil(value.catalogue.length / 2);
  const columns = [value.catalogue.slice(0, half), value.catalogue.slice(half)].filter((c) => c.length > 0);
  const dispatch = (action: CategoryAction) => {
    const next = categorySelectionReducer(value, action);
    if (next === value) return;
    onChange(next);
    onBlur?.();
  };

  const renderOption = (option: CategoryOption) => {
    const state = primaryCheckState(value, option.name);
    const open = value.expanded.includes(option.name);
    const hasOptions = option.secondaryOptions.length > 0;
    const listId = `${id}-${option.name.replace(/\W+/g, '-')}`;
    return (
      <Box key={option.name} role="group" aria-label={option.name} sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <FormControlLabel
            sx={{ mr: 0, minWidth: 0 }}
            disabled={disabled}
            control={
              <Checkbox
                checked={state === 'checked'}
                indeterminate={state === 'indeterminate'}
                onChange={() => dispatch({ type: 'togglePrimary', primary: option.name })}
              />
            }
            label={option.name}
          />
          {hasOptions ? (
            <IconButton
              size="small"
              aria-label={`${open ? 'Hide' : 'Show'} ${option.name} options`}
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => dispatch({ type: 'toggleExpanded', primary: option.name })}
            >
              {open ? <ExpandLess /> : <ExpandMore />}
            </IconButton>
          ) : null}
        </Box>
        {hasOptions ? (
          <Collapse in={open} unmountOnExit>
            <Box id={listId} sx={{ display: 'flex', flexDirection: 'column', pl: 4, pb: 1 }}>
              {option.secondaryOptions.map((secondary) => (
                <FormControlLabel
                  key={secondary}
                  disabled={disabled}
                  control={
                    <Checkbox
                      size="small"
                      checked={isSecondarySelected(value, option.name, secondary)}
                      onChange={() => dispatch({ type: 'toggleSecondary', primary: option.name, secondary })}
                    />
                  }
                  label={secondary}
                />
              ))}
            </Box>
          </Collapse>
        ) : null}
      </Box>
    );
  };

  return (
    <Box
      component="fieldset"
      aria-describedby={error ? `${headerId} ${errorId}` : headerId}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0 }}>
        {label}
      </Typography>
      <Typography
        id={headerId}
        variant="body2"
        aria-live="polite"
        color={error ? 'error' : 'text.secondary'}
        sx={{ mb: 1 }}
      >
        {selectionHeader(value)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'minmax(0, 1fr)',
            md: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(2, minmax(0, 1fr))',
          },
          columnGap: 2,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          px: 1.5,
          py: 1,
        }}
      >
        {columns.map((column) => (
          <Box
            key={column[0]?.name ?? 'empty'}
            sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}
          >
            {column.map(renderOption)}
          </Box>
        ))}
      </Box>
      {error ? (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
