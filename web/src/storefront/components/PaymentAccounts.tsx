import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { accountsFor, formatAccountNumber, type StoreAccount } from '../paymentAccounts';

/** Where to pay for the chosen method: the store's bank accounts or e-wallet numbers, with QR codes. */
export function PaymentAccounts({ accounts, method }: { accounts: readonly StoreAccount[]; method: string }) {
  const shown = accountsFor(accounts, method);
  if (shown.length === 0) return null;
  return (
    <Stack component="ul" spacing={1} aria-label="Pay to" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {shown.map((account) => (
        <Paper component="li" variant="outlined" key={account.uuid} sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography variant="subtitle2">{account.bankName || account.kindLabel}</Typography>
              <Typography variant="body2">{account.accountName}</Typography>
              <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {formatAccountNumber(account)}
              </Typography>
            </Box>
            {account.qrImageUrl ? (
              <Box
                component="img"
                src={account.qrImageUrl}
                alt={`QR code for ${account.bankName || account.kindLabel} ${account.accountName}`}
                sx={{ width: 96, height: 96, objectFit: 'contain', flexShrink: 0, bgcolor: 'common.white' }}
              />
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
