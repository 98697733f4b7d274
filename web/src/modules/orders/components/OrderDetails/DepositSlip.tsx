import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** The customer's latest deposit slip: a thumbnail that opens the full photo to check the amount. */
export function DepositSlip({ url }: { url: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        Deposit slip
      </Typography>
      <Link href={url} target="_blank" rel="noopener" aria-label="Open the deposit slip">
        <Box
          component="img"
          src={url}
          alt="Deposit slip sent by the customer"
          sx={{ mt: 0.5, maxWidth: 220, maxHeight: 220, borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      </Link>
    </Box>
  );
}
