import { useQuery } from '@apollo/client/react';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PaymentGatewayReminderQuery } from '../../../kyc/graphql/gateway';

export const PAYMENT_REMINDER_TEXT =
  'Your temporary e-wallet gateway is ending. Activate card and e-wallet payments.';
export const PAYMENT_REMINDER_ACTION = 'Activate Xendit Now';

export interface PaymentReminderCardProps {
  /** The store: its phase-out's words and button, when one is running (else the general reminder). */
  appUuid?: string;
  /** The bundle's payment screen (document 3 §4); no button when the bundle has none. */
  href: string | null;
  onDismiss: () => void;
  /** Called when the button is followed (a temporary navigation drawer closes). */
  onNavigate?: () => void;
}

/** The payment-provider reminder in the navigation drawer, raised by a payment_option_deactivation notification. */
export default function PaymentReminderCard({
  appUuid,
  href,
  onDismiss,
  onNavigate,
}: PaymentReminderCardProps) {
  const { data } = useQuery(PaymentGatewayReminderQuery, {
    variables: { appUuid: appUuid ?? '' },
    skip: !appUuid,
  });
  const reminder = data?.fetchAppByUuid.paymentGatewayReminder ?? null;
  return (
    <Card
      component="section"
      aria-label="Payment reminder"
      sx={{ mx: 1.5, mb: 1.5, p: 1.5, borderColor: 'warning.light', bgcolor: 'rgba(237, 108, 2, 0.06)' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <PaymentsOutlined fontSize="small" sx={{ color: 'warning.dark', mt: 0.25 }} />
        <Typography variant="body2" sx={{ flex: 1, fontWeight: 600 }}>
          {reminder?.message ?? PAYMENT_REMINDER_TEXT}
        </Typography>
        <IconButton size="small" aria-label="Dismiss payment reminder" onClick={onDismiss} sx={{ mt: -0.5 }}>
          <CloseOutlined fontSize="small" />
        </IconButton>
      </Box>
      {href ? (
        <Button
          component={RouterLink}
          to={href}
          onClick={onNavigate}
          variant="contained"
          color="warning"
          size="small"
          fullWidth
          sx={{ mt: 1.25 }}
        >
          {reminder?.buttonLabel ?? PAYMENT_REMINDER_ACTION}
        </Button>
      ) : null}
    </Card>
  );
}
