import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { TableRegion } from '../../../../lib/a11y/TableRegion';
import { pesoProblem } from '../../forms';
import { type ProductFormSection, shownProblem } from './formTypes';
import { PesoField } from './PesoField';

export interface ProductVariantTableProps extends ProductFormSection {
  /** The variants' names in matrix order ("S / Black"...), as the rows of `variants` are. */
  names: readonly string[];
  /** The "price for all variants" helper, also the price of rows that new option values add. */
  fillPrice: string;
  onFillPriceChange: (text: string) => void;
}

const cellField = { size: 'small', sx: { minWidth: 110 } } as const;

/** One variant: price, compare-at price, stock, unlimited, published (re-renders alone as it is typed in). */
function VariantRowFields({
  form,
  disabled,
  index,
  name,
}: ProductFormSection & { index: number; name: string }) {
  const limited = useWatch({ control: form.control, name: `variants.${index}.limited` });
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {name}
        </Typography>
      </TableCell>
      {(['price', 'compareAtPrice'] as const).map((key) => (
        <TableCell key={key} sx={{ verticalAlign: 'top' }}>
          <Controller
            name={`variants.${index}.${key}`}
            control={form.control}
            render={({ field: { ref, ...field }, fieldState, formState }) => (
              <PesoField
                {...cellField}
                {...field}
                inputRef={ref}
                disabled={disabled}
                inputLabel={`${key === 'price' ? 'Price' : 'Compare-at price'} of ${name}`}
                {...shownProblem(fieldState, formState)}
              />
            )}
          />
        </TableCell>
      ))}
      <TableCell sx={{ verticalAlign: 'top' }}>
        <Controller
          name={`variants.${index}.stockQuantity`}
          control={form.control}
          render={({ field: { ref, ...field }, fieldState, formState }) => (
            <TextField
              {...cellField}
              {...field}
              inputRef={ref}
              disabled={disabled || !limited}
              placeholder={limited ? '' : 'Unlimited'}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Stock of ${name}` } }}
              {...shownProblem(fieldState, formState)}
            />
          )}
        />
      </TableCell>
      <TableCell sx={{ verticalAlign: 'top' }}>
        <Controller
          name={`variants.${index}.limited`}
          control={form.control}
          render={({ field }) => (
            <Switch
              checked={!field.value}
              onChange={(e) => field.onChange(!e.target.checked)}
              onBlur={field.onBlur}
              disabled={disabled}
              slotProps={{ input: { 'aria-label': `Unlimited stock of ${name}` } }}
            />
          )}
        />
      </TableCell>
      <TableCell sx={{ verticalAlign: 'top' }}>
        <Controller
          name={`variants.${index}.published`}
          control={form.control}
          render={({ field }) => (
            <Switch
              checked={field.value}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
              disabled={disabled}
              slotProps={{ input: { 'aria-label': `${name} published` } }}
            />
          )}
        />
      </TableCell>
    </TableRow>
  );
}

/** The rows, redrawn only when the matrix changes (names joined by newlines: values are one line). */
const VariantRows = memo(function VariantRows({
  form,
  disabled,
  names,
}: ProductFormSection & { names: string }) {
  return (
    <TableRegion label="Variants">
      <Table size="small" aria-label="Variants" sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell>Variant</TableCell>
            <TableCell>Price</TableCell>
            <TableCell>Compare-at price</TableCell>
            <TableCell>Stock</TableCell>
            <TableCell>Unlimited</TableCell>
            <TableCell>Published</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {names.split('\n').map((name, index) => (
            <VariantRowFields key={name} form={form} disabled={disabled} index={index} name={name} />
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
});

/** The variant matrix: per combination its price, compare-at price, stock and whether it sells. */
export function ProductVariantTable({
  form,
  disabled,
  names,
  fillPrice,
  onFillPriceChange,
}: ProductVariantTableProps) {
  const [fillError, setFillError] = useState<string | null>(null);
  const applyToAll = () => {
    const problem = pesoProblem(fillPrice);
    setFillError(problem);
    if (problem) return;
    const validate = form.formState.isSubmitted;
    names.forEach((_, i) => {
      form.setValue(`variants.${i}.price`, fillPrice.trim(), { shouldDirty: true, shouldValidate: validate });
    });
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <PesoField
          label="Price for all variants"
          size="small"
          value={fillPrice}
          disabled={disabled}
          onChange={(e) => {
            setFillError(null);
            onFillPriceChange(e.target.value);
          }}
          error={fillError !== null}
          helperText={fillError ?? 'Also the price of variants you add next.'}
          sx={{ maxWidth: 260 }}
        />
        <Button
          variant="outlined"
          onClick={applyToAll}
          disabled={disabled}
          sx={{ mt: 0.25, whiteSpace: 'nowrap' }}
        >
          Apply to all
        </Button>
      </Stack>
      <VariantRows form={form} disabled={disabled} names={names.join('\n')} />
    </Stack>
  );
}
