import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export interface MessengerOptInLinkProps {
  /** The m.me opt-in link; null while no Facebook page is connected. */
  url: string | null;
  onCopy: (url: string) => void;
}

/** The opt-in link to share with page admins, with Copy; without a connected page, what to do first. */
export function MessengerOptInLink({ url, onCopy }: MessengerOptInLinkProps) {
  if (url === null) {
    return (
      <Alert severity="info">
        Connect a Facebook Page to this store first (Settings, Connect/Disconnect): the opt-in link opens a
        conversation with your page in Messenger.
      </Alert>
    );
  }
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        label="Opt-in link"
        value={url}
        size="small"
        fullWidth
        onFocus={(event) => event.target.select()}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <Button
        variant="contained"
        startIcon={<ContentCopyOutlined />}
        onClick={() => onCopy(url)}
        sx={{ flexShrink: 0, height: 40 }}
      >
        Copy
      </Button>
    </Stack>
  );
}
