import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DIALOG_WIDTH_MD } from '../../../../lib/constants';
import { PhotoUploader } from '../../../photos/components/PhotoUploader/PhotoUploader';
import { usePlanFileSize } from '../../../photos/hooks/usePlanFileSize';
import type { Photo } from '../../../photos/upload';

export type AccountKind = 'bank' | 'gcash' | 'maya';

export interface PaymentAccountValues {
  kind: AccountKind;
  bankName: string;
  accountName: string;
  accountNumber: string;
  qr: Photo | null;
}

export const EMPTY_ACCOUNT: PaymentAccountValues = {
  kind: 'bank',
  bankName: '',
  accountName: '',
  accountNumber: '',
  qr: null,
};

const KINDS: { value: AccountKind; label: string }[] = [
  { value: 'bank', label: 'Bank account' },
  { value: 'gcash', label: 'GCash' },
  { value: 'maya', label: 'Maya' },
];

export interface PaymentAccountDialogProps {
  appUuid: string;
  title: string;
  initial: PaymentAccountValues;
  busy: boolean;
  /** The server's field messages (extensions.fields). */
  errors: Record<string, string>;
  onSave: (values: PaymentAccountValues) => void;
  onClose: () => void;
}

/** Add or edit one account customers pay to: its kind, names, number and an optional QR code. */
export function PaymentAccountDialog({
  appUuid,
  title,
  initial,
  busy,
  errors,
  onSave,
  onClose,
}: PaymentAccountDialogProps) {
  const [values, setValues] = useState(initial);
  const maxBytes = usePlanFileSize(appUuid);
  const set = <K extends keyof PaymentAccountValues>(key: K, value: PaymentAccountValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const bank = values.kind === 'bank';
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="payment-account-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH_MD, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id="payment-account-title">{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="payment-account-form"
          spacing={2}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSave(values);
          }}
        >
          <TextField
            select
            label="Payment type"
            value={values.kind}
            onChange={(event) => set('kind', event.target.value as AccountKind)}
            error={Boolean(errors.kind)}
            helperText={errors.kind}
          >
            {KINDS.map((k) => (
              <MenuItem key={k.value} value={k.value}>
                {k.label}
              </MenuItem>
            ))}
          </TextField>
          {bank ? (
            <TextField
              label="Bank name"
              required
              value={values.bankName}
              onChange={(event) => set('bankName', event.target.value)}
              error={Boolean(errors.bankName)}
              helperText={errors.bankName}
            />
          ) : null}
          <TextField
            label="Account name"
            required
            value={values.accountName}
            onChange={(event) => set('accountName', event.target.value)}
            error={Boolean(errors.accountName)}
            helperText={errors.accountName}
          />
          <TextField
            label={bank ? 'Account number' : 'Mobile number'}
            required
            value={values.accountNumber}
            onChange={(event) => set('accountNumber', event.target.value)}
            error={Boolean(errors.accountNumber)}
            helperText={
              errors.accountNumber ??
              (bank ? undefined : 'The number customers send money to, e.g. 0917 123 4567')
            }
            slotProps={{ htmlInput: { inputMode: bank ? 'text' : 'tel' } }}
          />
          <Stack spacing={1}>
            <PhotoUploader
              label="QR code (optional)"
              appUuid={appUuid}
              value={values.qr ? [values.qr] : []}
              onChange={(photos) => set('qr', photos[0] ?? null)}
              max={1}
              maxBytes={maxBytes}
            />
            {errors.qrPhotoUuid ? (
              <Typography color="error" variant="body2">
                {errors.qrPhotoUuid}
              </Typography>
            ) : null}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" form="payment-account-form" variant="contained" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
