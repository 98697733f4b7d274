import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { ACCEPTED_PHOTO_TYPES, photoFileProblem, uploadPhoto } from '../../photos/upload';

export interface ImageFieldProps {
  appUuid: string;
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string;
  /** The preview's shape: a round logo or a wide cover. */
  shape: 'logo' | 'cover';
}

/** Pick an image, upload it (checked here and on the server), show it; Remove clears it. */
export function ImageField({ appUuid, label, value, onChange, error, shape }: ImageFieldProps) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    const local = await photoFileProblem(file);
    if (local) {
      setProblem(local);
      return;
    }
    setUploading(true);
    try {
      onChange((await uploadPhoto(appUuid, file)).url);
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setUploading(false);
    }
  };

  const message = problem ?? error;
  return (
    <Stack spacing={1}>
      <Typography id={`${id}-label`} sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {value ? (
          shape === 'logo' ? (
            <Avatar src={value} alt={`${label} preview`} sx={{ width: 56, height: 56 }} />
          ) : (
            <Avatar src={value} alt={`${label} preview`} variant="rounded" sx={{ width: 168, height: 56 }} />
          )
        ) : null}
        <Button
          component="label"
          variant="outlined"
          disabled={uploading}
          aria-describedby={message ? `${id}-error` : undefined}
        >
          {uploading
            ? 'Uploading…'
            : value
              ? `Change ${label.toLowerCase()}`
              : `Upload ${label.toLowerCase()}`}
          <input hidden type="file" accept={ACCEPTED_PHOTO_TYPES} onChange={(e) => void pick(e)} />
        </Button>
        {value ? (
          <Button color="inherit" onClick={() => onChange(null)} disabled={uploading}>
            Remove
          </Button>
        ) : null}
      </Stack>
      {message ? (
        <FormHelperText id={`${id}-error`} error>
          {message}
        </FormHelperText>
      ) : null}
    </Stack>
  );
}
