import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId } from 'react';
import type { DepositSlip } from '../hooks/useDepositSlip';

export interface DepositSlipPickerProps {
  slip: DepositSlip;
  /** What the photo is for, said above the picker. */
  instruction?: string;
}

/** A photo of the deposit slip: pick (camera or gallery), preview, upload progress, remove. */
export function DepositSlipPicker({ slip, instruction }: DepositSlipPickerProps) {
  const inputId = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) slip.pick(file);
  };
  const picked = slip.previewUrl !== null || slip.uuid !== null;
  return (
    <Stack spacing={1.5}>
      {instruction && <Typography variant="body2">{instruction}</Typography>}
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-label="Deposit slip photo"
        hidden
        onChange={onChange}
      />
      {slip.previewUrl && (
        <Box
          component="img"
          src={slip.previewUrl}
          alt="Your deposit slip"
          sx={{
            width: '100%',
            maxWidth: 200,
            maxHeight: 260,
            objectFit: 'contain',
            borderRadius: 1,
            bgcolor: 'grey.100',
          }}
        />
      )}
      {slip.progress !== null && (
        <Box>
          <LinearProgress
            variant="determinate"
            value={Math.round(slip.progress * 100)}
            aria-label="Uploading deposit slip"
          />
          <Typography variant="caption" color="text.secondary">
            Uploading… {Math.round(slip.progress * 100)}%
          </Typography>
        </Box>
      )}
      {slip.uuid && (
        <Typography variant="body2" color="success.main">
          Deposit slip uploaded
        </Typography>
      )}
      {slip.error && (
        <Alert severity="error" role="alert">
          {slip.error}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlined />}
          disabled={slip.uploading}
        >
          {picked ? 'Choose another photo' : 'Upload deposit slip'}
        </Button>
        {(picked || slip.error) && (
          <Button color="inherit" onClick={slip.remove}>
            Remove
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
