import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export interface UnverifiedEmailBannerProps {
  text: string;
  busy: boolean;
  onResend: () => void;
}

/** A warning banner with Resend Verification Email (document 3 §8). */
export function UnverifiedEmailBanner({ text, busy, onResend }: UnverifiedEmailBannerProps) {
  return (
    <Alert
      severity="warning"
      icon={<MarkEmailUnreadOutlined />}
      sx={{
        mb: 2,
        // On a phone the button goes under the text instead of squeezing it into a narrow column.
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        alignItems: { sm: 'center' },
        '& .MuiAlert-message': { flex: '1 1 0', minWidth: 0, overflowWrap: 'anywhere' },
        '& .MuiAlert-action': {
          width: { xs: '100%', sm: 'auto' },
          justifyContent: 'flex-end',
          ml: { xs: 0, sm: 'auto' },
          pt: { xs: 0, sm: 0.5 },
        },
      }}
      action={
        <Button color="inherit" size="small" onClick={onResend} disabled={busy} sx={{ whiteSpace: 'nowrap' }}>
          {busy ? 'Sending…' : 'Resend Verification Email'}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
