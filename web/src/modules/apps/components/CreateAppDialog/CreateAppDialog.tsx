import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { DIALOG_WIDTH_MD } from '../../../../lib/constants';
import type { FormFailure } from '../../../../lib/forms/formFailure';
import { useFieldFeedback } from '../../../../lib/forms/useFieldFeedback';
import { select, zRequiredString } from '../../../../lib/validation';

export const STORE_NAME_MAX = 60; // the server's APP_NAME_MAX

export const createAppSchema = z.object({
  name: zRequiredString('Store Name', { max: STORE_NAME_MAX }),
  bundleKey: z.string().check(z.minLength(1, select('Service Bundle'))),
});

export type CreateAppValues = z.output<typeof createAppSchema>;
export type CreateAppField = keyof CreateAppValues;
export const CREATE_APP_FIELDS: readonly CreateAppField[] = ['name', 'bundleKey'];

export interface BundleOption {
  value: string;
  label: string;
}

export interface CreateAppDialogProps {
  open: boolean;
  bundleOptions: readonly BundleOption[];
  onClose: () => void;
  /** Creates the store; resolves with the server's refusal (its field messages show here), or nothing when done. */
  onSubmit: (values: CreateAppValues) => Promise<FormFailure<CreateAppField> | undefined>;
}

export function CreateAppDialog({ open, bundleOptions, onClose, onSubmit }: CreateAppDialogProps) {
  const form = useForm({
    resolver: zodResolver(createAppSchema),
    mode: 'onTouched',
    defaultValues: { name: '', bundleKey: '' },
  });
  const { control, reset, formState } = form;
  const { fieldProps, registerField, withServerFailure } = useFieldFeedback(form);
  const submit = form.handleSubmit(withServerFailure(onSubmit));
  const { isSubmitting } = formState;

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      slotProps={{
        paper: { sx: { width: DIALOG_WIDTH_MD, maxWidth: 'calc(100% - 32px)', m: 2 } },
        transition: { onExited: () => reset() },
      }}
      aria-labelledby="create-app-title"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="create-app-title">Create store</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              label="Store Name"
              autoFocus
              slotProps={{ htmlInput: { maxLength: STORE_NAME_MAX } }}
              {...registerField('name')}
            />
            <Controller
              name="bundleKey"
              control={control}
              render={({ field }) => (
                <TextField select label="Service Bundle" {...fieldProps('bundleKey')} {...field}>
                  {bundleOptions.map((option) => (
                    <MenuItem key={option.value} value={option.value}>
                      {option.label}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Create
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
