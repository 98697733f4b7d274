import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { CustomerListFieldsFragment } from '../../../../generated/graphql';
import { formatDateTime, formatPeso } from '../../../../lib/format';
import { formatPhMobile } from '../../../../lib/phone';
import { ConversationLink, CustomerAvatar, LastMessage } from '../CustomerList/CustomerParts';
import { TagChips } from '../CustomerTags/TagChips';

export interface CustomerProfileProps {
  customer: CustomerListFieldsFragment;
  backUrl: string;
  conversationUrl: ((recipient: string) => string) | null;
  /** Opens the tags dialog; without it (a member who may not change tags) there is no Edit tags. */
  onEditTags?: () => void;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack spacing={0.25} sx={{ minWidth: 140 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** Who the customer is and what they bought: name, mobile, since when, orders, total spent, last message. */
export function CustomerProfile({ customer, backUrl, conversationUrl, onEditTags }: CustomerProfileProps) {
  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }}>
      <Button
        component={RouterLink}
        to={backUrl}
        startIcon={<ArrowBackOutlined />}
        size="small"
        sx={{ mb: 1 }}
      >
        Customers
      </Button>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <CustomerAvatar customer={customer} size={56} />
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h3" component="h2">
            {customer.name}
          </Typography>
          <Typography color="text.secondary">
            {customer.mobileNumber ? formatPhMobile(customer.mobileNumber) : 'No mobile number'}
          </Typography>
        </Stack>
        <ConversationLink customer={customer} conversationUrl={conversationUrl} />
      </Stack>
      <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <Fact label="Orders">{customer.ordersCount}</Fact>
        <Fact label="Total Spent">{formatPeso(customer.totalSpent)}</Fact>
        <Fact label="Customer Since">{formatDateTime(customer.createdAt)}</Fact>
        <Fact label="Last Active">{formatDateTime(customer.lastActiveAt)}</Fact>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
        {customer.tags.length > 0 ? (
          <TagChips tags={customer.tags} />
        ) : (
          <Typography color="text.secondary">No tags</Typography>
        )}
        {onEditTags ? (
          <Button
            size="small"
            startIcon={<LocalOfferOutlined />}
            onClick={onEditTags}
            aria-label={`Edit tags of ${customer.name}`}
          >
            Edit tags
          </Button>
        ) : null}
      </Stack>
      {customer.lastMessage ? (
        <Stack spacing={0.25} sx={{ mt: 2 }}>
          <Typography variant="caption" color="text.secondary">
            Last Message
          </Typography>
          <LastMessage customer={customer} />
        </Stack>
      ) : null}
    </Card>
  );
}
