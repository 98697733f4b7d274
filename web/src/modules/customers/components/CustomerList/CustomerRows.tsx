import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { CustomerListFieldsFragment } from '../../../../generated/graphql';
import { TableRegion } from '../../../../lib/a11y/TableRegion';
import { formatPeso } from '../../../../lib/format';
import { formatPhMobile } from '../../../../lib/phone';
import { TagChips } from '../CustomerTags/TagChips';
import { ConversationLink, CustomerAvatar, LastMessage, LastOrderLink } from './CustomerParts';

export interface CustomerRowsProps {
  customers: readonly CustomerListFieldsFragment[];
  /** The customer's details (?customer=). */
  detailsUrl: (uuid: string) => string;
  orderUrl: ((txn: string) => string) | null;
  conversationUrl: ((recipient: string) => string) | null;
}

function NameLink({
  customer,
  detailsUrl,
  oneLine = false,
}: Pick<CustomerRowsProps, 'detailsUrl'> & { customer: CustomerListFieldsFragment; oneLine?: boolean }) {
  return (
    <Link
      component={RouterLink}
      to={detailsUrl(customer.uuid)}
      underline="hover"
      noWrap={oneLine}
      title={oneLine ? customer.name : undefined}
      sx={{ fontWeight: 600, ...(oneLine ? { display: 'block', maxWidth: 200 } : {}) }}
    >
      {customer.name}
    </Link>
  );
}

const ordersLabel = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

/** The customers on a wide screen: name, mobile, orders, total spent, last order and message, conversation. */
export function CustomerTable({ customers, detailsUrl, orderUrl, conversationUrl }: CustomerRowsProps) {
  return (
    <TableRegion label="Customers">
      <Table size="small" aria-label="Customers">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Mobile Number</TableCell>
            <TableCell align="right">Orders</TableCell>
            <TableCell align="right">Total Spent</TableCell>
            <TableCell>Last Order</TableCell>
            <TableCell>Last Message</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {customers.map((c) => (
            <TableRow key={c.uuid} hover>
              <TableCell>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <CustomerAvatar customer={c} />
                  <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                    <NameLink customer={c} detailsUrl={detailsUrl} oneLine />
                    <TagChips tags={c.tags} />
                  </Stack>
                </Stack>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {c.mobileNumber ? formatPhMobile(c.mobileNumber) : '—'}
              </TableCell>
              <TableCell align="right">{c.ordersCount}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatPeso(c.totalSpent)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <LastOrderLink customer={c} orderUrl={orderUrl} />
              </TableCell>
              <TableCell sx={{ maxWidth: 260 }}>
                <LastMessage customer={c} oneLine />
              </TableCell>
              <TableCell>
                <ConversationLink customer={c} conversationUrl={conversationUrl} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}

/** The customers on a phone (390 px): one card each, the same facts as the table. */
export function CustomerCards({ customers, detailsUrl, orderUrl, conversationUrl }: CustomerRowsProps) {
  return (
    <List disablePadding aria-label="Customers">
      {customers.map((c) => (
        <ListItem key={c.uuid} divider sx={{ px: 2, py: 1.5 }}>
          <Stack spacing={0.75} sx={{ width: '100%', minWidth: 0 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <CustomerAvatar customer={c} />
              <Stack sx={{ minWidth: 0, flex: 1 }}>
                <NameLink customer={c} detailsUrl={detailsUrl} />
                <Typography variant="caption" color="text.secondary">
                  {c.mobileNumber ? formatPhMobile(c.mobileNumber) : 'No mobile number'}
                </Typography>
              </Stack>
              <Stack sx={{ alignItems: 'flex-end' }}>
                <Typography sx={{ fontWeight: 600 }}>{formatPeso(c.totalSpent)}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {ordersLabel(c.ordersCount)}
                </Typography>
              </Stack>
            </Stack>
            {c.lastOrder ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                <Typography variant="caption" color="text.secondary">
                  Last order
                </Typography>
                <div>
                  <LastOrderLink customer={c} orderUrl={orderUrl} />
                </div>
              </Stack>
            ) : null}
            <TagChips tags={c.tags} />
            {c.lastMessage ? <LastMessage customer={c} /> : null}
            <div>
              <ConversationLink customer={c} conversationUrl={conversationUrl} />
            </div>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
