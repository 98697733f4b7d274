import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PhotoUploader } from '../../photos/components/PhotoUploader/PhotoUploader';
import type { Photo } from '../../photos/upload';
import type { KycField } from '../kyc';

export interface KycFormValues {
  businessType: string;
  businessName: string;
  tin: string;
  businessAddress: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  idType: string;
  idPhoto: Photo | null;
  selfiePhoto: Photo | null;
  registrationPhoto: Photo | null;
}

export interface KycFormProps {
  appUuid: string;
  initial: KycFormValues;
  options: { businessTypes: { value: string; label: string }[]; idTypes: { value: string; label: string }[] };
  busy: boolean;
  errors: Partial<Record<KycField, string>>;
  message: string | null;
  onSubmit(values: KycFormValues): void;
}

/** The business, its representative and their documents (photos of an ID, a selfie, the registration). */
export function KycForm({ appUuid, initial, options, busy, errors, message, onSubmit }: KycFormProps) {
  const [values, setValues] = useState(initial);
  const set = <K extends keyof KycFormValues>(key: K, value: KycFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const text = (key: KycField & keyof KycFormValues, label: string, extra: object = {}) => (
    <TextField
      label={label}
      required
      value={values[key] as string}
      onChange={(event) => set(key, event.target.value as never)}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      {...extra}
    />
  );
  const individual = values.businessType === 'individual';
  const documentError = (field: KycField) =>
    errors[field] ? (
      <Typography color="error" variant="body2" role="alert">
        {errors[field]}
      </Typography>
    ) : null;
  return (
    <Stack
      component="form"
      spacing={2.5}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(values);
      }}
    >
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.125rem' }}>
        Business
      </Typography>
      <TextField
        select
        label="Business Type"
        required
        value={values.businessType}
        onChange={(event) => set('businessType', event.target.value)}
        error={Boolean(errors.businessType)}
        helperText={errors.businessType}
      >
        {options.businessTypes.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      {text('businessName', 'Business Name', { slotProps: { htmlInput: { maxLength: 120 } } })}
      {text('tin', 'TIN', {
        placeholder: '123-456-789-000',
        slotProps: { htmlInput: { inputMode: 'numeric' } },
      })}
      {text('businessAddress', 'Business Address', { multiline: true, minRows: 2 })}
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.125rem' }}>
        Representative
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('firstName', 'First Name', { fullWidth: true })}
        {text('lastName', 'Last Name', { fullWidth: true })}
      </Stack>
      {text('mobileNumber', 'Mobile Number', {
        placeholder: '+63 917 123 4567',
        slotProps: { htmlInput: { inputMode: 'tel' } },
      })}
      <TextField
        select
        label="ID Type"
        required
        value={values.idType}
        onChange={(event) => set('idType', event.target.value)}
        error={Boolean(errors.idType)}
        helperText={errors.idType}
      >
        {options.idTypes.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <Stack spacing={1}>
        <PhotoUploader
          appUuid={appUuid}
          label="ID photo (front)"
          max={1}
          value={values.idPhoto ? [values.idPhoto] : []}
          onChange={(photos) => set('idPhoto', photos[0] ?? null)}
        />
        {documentError('idPhotoUuid')}
      </Stack>
      <Stack spacing={1}>
        <PhotoUploader
          appUuid={appUuid}
          label="Selfie holding your ID"
          max={1}
          value={values.selfiePhoto ? [values.selfiePhoto] : []}
          onChange={(photos) => set('selfiePhoto', photos[0] ?? null)}
        />
        {documentError('selfiePhotoUuid')}
      </Stack>
      {individual ? null : (
        <Stack spacing={1}>
          <PhotoUploader
            appUuid={appUuid}
            label="Business registration (DTI or SEC)"
            max={1}
            value={values.registrationPhoto ? [values.registrationPhoto] : []}
            onChange={(photos) => set('registrationPhoto', photos[0] ?? null)}
          />
          {documentError('registrationPhotoUuid')}
        </Stack>
      )}
      {message ? <Alert severity="error">{message}</Alert> : null}
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        Submit for review
      </Button>
    </Stack>
  );
}
