import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { parseMapLink, readPinFields } from '../../mapPin';

export interface PinText {
  latitude: string;
  longitude: string;
}

export interface PinErrors {
  latitude?: string;
  longitude?: string;
}

/**
 * The drop-off map pin of a courier booking: latitude and longitude, or a pasted Google Maps link
 * that fills them (a link without a pin says so and changes nothing). A pin outside the Philippines
 * is a warning, not an error. `errors` are the form's or the server's messages for the two fields.
 */
export function DropoffPinFields({
  value,
  onChange,
  required,
  errors,
  disabled,
  dropoffAddress,
}: {
  value: PinText;
  onChange: (next: PinText) => void;
  required: boolean;
  errors: PinErrors;
  disabled: boolean;
  dropoffAddress?: string | null;
}) {
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const reading = readPinFields(value.latitude, value.longitude);
  const warning = reading && 'pin' in reading ? reading.warning : null;
  const messages = [...new Set([errors.latitude, errors.longitude].filter((m): m is string => !!m))];

  const useLink = () => {
    const read = parseMapLink(link);
    if ('error' in read) return setLinkError(read.error);
    setLinkError(null);
    setLink('');
    onChange({ latitude: String(read.pin.latitude), longitude: String(read.pin.longitude) });
  };

  return (
    <Stack component="fieldset" spacing={1.5} aria-label="Drop-off map pin" sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ p: 0 }}>
        Drop-off map pin{required ? '' : ' (optional)'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {required
          ? 'This courier prices the trip on the map pin of the customer’s address.'
          : 'A pin helps the rider find the customer’s address.'}
        {dropoffAddress ? ` Address: ${dropoffAddress}` : ''}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          label="Paste a Google Maps link"
          size="small"
          fullWidth
          disabled={disabled}
          value={link}
          onChange={(e) => {
            setLink(e.target.value);
            setLinkError(null);
          }}
          error={linkError !== null}
          helperText={linkError ?? 'e.g. https://www.google.com/maps/place/…/@14.6507,121.1029,17z'}
        />
        <Button
          variant="outlined"
          disabled={disabled || !link.trim()}
          onClick={useLink}
          sx={{ alignSelf: 'flex-start', whiteSpace: 'nowrap' }}
        >
          Use link
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          label="Latitude"
          size="small"
          required={required}
          disabled={disabled}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          value={value.latitude}
          onChange={(e) => onChange({ ...value, latitude: e.target.value })}
          error={!!errors.latitude}
        />
        <TextField
          label="Longitude"
          size="small"
          required={required}
          disabled={disabled}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          value={value.longitude}
          onChange={(e) => onChange({ ...value, longitude: e.target.value })}
          error={!!errors.longitude}
        />
      </Stack>
      {messages.length > 0 ? (
        <FormHelperText error role="alert">
          {messages.join(' ')}
        </FormHelperText>
      ) : null}
      {warning && messages.length === 0 ? <Alert severity="warning">{warning}</Alert> : null}
    </Stack>
  );
}
