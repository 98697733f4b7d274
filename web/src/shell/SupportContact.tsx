import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export const SUPPORT_EMAIL = 'support@suki.ph';

/** Who to write to: the chat button's popover and the user menu's dialog say the same. */
export function SupportText() {
  return (
    <Typography variant="body2" color="text.secondary">
      Our support team replies within business hours. Write to{' '}
      <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>.
    </Typography>
  );
}
