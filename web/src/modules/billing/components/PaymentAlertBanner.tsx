import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { PAYMENT_ALERT } from '../paymentAlert';

/** The payment alert (document 3 §2, §8): no default payment method yet. */
export function PaymentAlertBanner({ href }: { href: string | null }) {
  return (
    <Alert
      severity="warning"
      // Shown on every page until a method is connected: announced politely, not as an alarm.
      role="status"
      icon={<CreditCardOutlined />}
      sx={{
        mb: 2,
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        alignItems: { sm: 'center' },
        '& .MuiAlert-message': { flex: '1 1 0', minWidth: 0 },
        '& .MuiAlert-action': {
          width: { xs: '100%', sm: 'auto' },
          justifyContent: 'flex-end',
          ml: { xs: 0, sm: 'auto' },
        },
      }}
      action={
        href ? (
          <Button color="inherit" size="small" component={RouterLink} to={href} sx={{ whiteSpace: 'nowrap' }}>
            Connect payment method
          </Button>
        ) : undefined
      }
    >
      {PAYMENT_ALERT}
    </Alert>
  );
}
