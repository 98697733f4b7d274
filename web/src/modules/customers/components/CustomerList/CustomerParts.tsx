import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { CustomerListFieldsFragment } from '../../../../generated/graphql';
import { formatDateTime } from '../../../../lib/format';
import { initials, messagePreview } from '../../customerList';

type Customer = CustomerListFieldsFragment;

export function CustomerAvatar({ customer, size = 36 }: { customer: Customer; size?: number }) {
  return (
    <Avatar
      src={customer.profilePic ?? undefined}
      alt=""
      sx={{ width: size, height: size, fontSize: size / 2.4 }}
    >
      {initials(customer.name)}
    </Avatar>
  );
}

/** The last order's transaction number, linking to it in the bundle's order list. */
export function LastOrderLink({
  customer,
  orderUrl,
}: {
  customer: Customer;
  orderUrl: ((txn: string) => string) | null;
}) {
  const order = customer.lastOrder;
  if (!order)
    return (
      <Typography variant="body2" color="text.secondary">
        No orders
      </Typography>
    );
  return (
    <>
      {orderUrl ? (
        <Link
          component={RouterLink}
          to={orderUrl(order.transactionNumber)}
          underline="hover"
          sx={{ fontFamily: 'monospace', fontWeight: 600 }}
        >
          {order.transactionNumber}
        </Link>
      ) : (
        <Typography sx={{ fontFamily: 'monospace' }}>{order.transactionNumber}</Typography>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {formatDateTime(order.createdAt)}
      </Typography>
    </>
  );
}

/** The newest message and when; `oneLine` (in the table) cuts it to one line, its whole text in the tooltip. */
export function LastMessage({ customer, oneLine = false }: { customer: Customer; oneLine?: boolean }) {
  const message = customer.lastMessage;
  if (!message)
    return (
      <Typography variant="body2" color="text.secondary">
        No messages
      </Typography>
    );
  return (
    <>
      <Typography
        variant="body2"
        title={message.text ?? undefined}
        noWrap={oneLine}
        sx={oneLine ? { maxWidth: 260 } : { overflowWrap: 'anywhere' }}
      >
        {messagePreview(message)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {formatDateTime(message.createdAt)}
      </Typography>
    </>
  );
}

/** "Conversation": the customer's Messenger conversation in the inbox. */
export function ConversationLink({
  customer,
  conversationUrl,
}: {
  customer: Customer;
  conversationUrl: ((recipient: string) => string) | null;
}) {
  if (!customer.pageRecipientUuid || !conversationUrl) return null;
  return (
    <Button
      component={RouterLink}
      to={conversationUrl(customer.pageRecipientUuid)}
      size="small"
      startIcon={<ForumOutlined />}
      aria-label={`Conversation with ${customer.name}`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Conversation
    </Button>
  );
}
