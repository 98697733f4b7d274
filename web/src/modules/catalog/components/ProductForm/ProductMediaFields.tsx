import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { Controller } from 'react-hook-form';
import { formatPeso } from '../../../../lib/format';
import { PhotoUploader } from '../../../photos/components/PhotoUploader/PhotoUploader';
import { usePlanFileSize } from '../../../photos/hooks/usePlanFileSize';
import { MAX_PHOTOS } from '../../productForm';
import { type ProductFormSection, shownProblem } from './formTypes';

/** The product's photos, uploaded as they are picked; the first is the cover. */
export const ProductPhotosField = memo(function ProductPhotosField({
  form,
  appUuid,
}: Pick<ProductFormSection, 'form'> & { appUuid: string }) {
  const maxBytes = usePlanFileSize(appUuid);
  return (
    <Controller
      name="photos"
      control={form.control}
      render={({ field, fieldState, formState }) => {
        const shown = shownProblem(fieldState, formState);
        return (
          <>
            <PhotoUploader
              appUuid={appUuid}
              value={field.value}
              onChange={field.onChange}
              max={MAX_PHOTOS}
              maxBytes={maxBytes}
            />
            {shown.helperText ? <FormHelperText error>{shown.helperText}</FormHelperText> : null}
          </>
        );
      }}
    />
  );
});

/** The add-ons customers can add to this product. */
export const ProductAddOnsField = memo(function ProductAddOnsField({
  form,
  disabled,
  addOns,
}: ProductFormSection & { addOns: readonly { uuid: string; name: string; price: number }[] }) {
  return (
    <Controller
      name="addOnUuids"
      control={form.control}
      render={({ field: { ref, ...field }, fieldState, formState }) => (
        <TextField
          select
          label="Add-ons"
          disabled={disabled || addOns.length === 0}
          {...field}
          inputRef={ref}
          {...shownProblem(fieldState, formState, addOns.length === 0 ? 'No add-ons yet.' : undefined)}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (selected) =>
                addOns
                  .filter((a) => Array.isArray(selected) && selected.includes(a.uuid))
                  .map((a) => a.name)
                  .join(', '),
            },
          }}
        >
          {addOns.map((a) => (
            <MenuItem key={a.uuid} value={a.uuid}>
              <Checkbox checked={field.value.includes(a.uuid)} size="small" />
              <ListItemText primary={a.name} secondary={formatPeso(a.price)} />
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
});
