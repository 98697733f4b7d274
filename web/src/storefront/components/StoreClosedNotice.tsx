import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface StoreClosedNoticeProps {
  storeName: string;
  /** The server's reason, in plain words ("This store has not opened yet..."). */
  notice: string;
  /** The merchant's own words while under maintenance. */
  maintenanceMessage?: string | null;
}

/** What a customer sees of a store that takes no orders: its name, why, and the merchant's message. */
export function StoreClosedNotice({ storeName, notice, maintenanceMessage }: StoreClosedNoticeProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, mx: 'auto', mt: { xs: 2, sm: 6 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <StorefrontOutlined color="action" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h5" component="h1">
          {storeName}
        </Typography>
        <Typography>{notice}.</Typography>
        {maintenanceMessage ? (
          <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
            {maintenanceMessage}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          Please come back later. If you already placed an order, its link still shows its status.
        </Typography>
      </Stack>
    </Paper>
  );
}
