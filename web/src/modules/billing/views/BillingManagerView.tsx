import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { TableRegion } from '../../../lib/a11y/TableRegion';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { formatPeso } from '../../../lib/format';
import { useAlert } from '../../../shell/alert/AlertContext';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { statusLabelTone, totalBalanceText } from '../billingWidget';
import { BILL_STATUS_COLORS, NO_BILLS, periodText } from '../bills';
import { BillingCustomerDialog } from '../components/BillingCustomerDialog';
import { BillingsQuery } from '../graphql/bills';
import { CustomerDetailsQuery } from '../graphql/paymentMethods';

const PAGE = 20;

/** billing (Billing Manager): what the store owes now, and every bill, newest first. */
export default function BillingManagerView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const alert = useAlert();
  const appUuid = route?.appUUID ?? '';
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { data, error, refetch, fetchMore } = useQuery(BillingsQuery, {
    variables: { appUuid, first: PAGE },
  });
  // Document 3 §2: billing pages ask for billing details first when the store has none.
  const customer = useQuery(CustomerDetailsQuery, { variables: { appUuid } });
  const [dialogClosed, setDialogClosed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const status = data?.fetchAppByUuid.billingPaymentStatus;
  const bills = data?.billings.edges.map((e) => e.node) ?? [];
  const tone = statusLabelTone(status?.label ?? 'For Billing');
  const detailsUrl = (uuid: string) => (route ? route.url('billing-details', { uuid }) : '/');

  const more = async () => {
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: data?.billings.pageInfo.endCursor } });
    } catch (err) {
      alert.error(err);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1000 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h1">{info?.title ?? 'Billing Manager'}</Typography>
        {route ? (
          <Button component={RouterLink} to={route.url('enterprise-plans')} variant="outlined">
            Subscription Plans
          </Button>
        ) : null}
      </Stack>
      {error && !data ? (
        <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !data ? (
        <Stack spacing={1.5} aria-busy="true" aria-label="Loading bills">
          <Skeleton variant="rounded" height={88} />
          <Skeleton variant="rounded" height={220} />
        </Stack>
      ) : (
        <>
          <Card component="section" aria-label="Billing summary" sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Typography variant="h2" component="p" sx={{ flex: 1 }}>
                {totalBalanceText(status?.totalBalance ?? 0)}
              </Typography>
              <Chip
                sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
                label={status?.label ?? 'For Billing'}
                // The widget's colours (document 3 §2): red owed, orange submitted, green settled.
                color={tone}
                variant={tone === 'default' ? 'outlined' : 'filled'}
              />
            </Stack>
          </Card>
          {bills.length === 0 ? (
            <Card sx={{ p: 3 }}>
              <Typography>{NO_BILLS}</Typography>
            </Card>
          ) : phone ? (
            // On a phone, one card a bill: the same facts as the table's row.
            <Stack component="ul" aria-label="Bills" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {bills.map((b) => (
                <Card component="li" key={b.uuid} sx={{ p: 2 }}>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ justifyContent: 'space-between', alignItems: 'center' }}
                  >
                    <Link component={RouterLink} to={detailsUrl(b.uuid)} sx={{ fontWeight: 600 }}>
                      {b.referenceNumber}
                    </Link>
                    <Chip
                      size="small"
                      label={b.carried ? 'Carried to next bill' : b.statusLabel}
                      color={b.carried ? 'default' : BILL_STATUS_COLORS[b.status]}
                      variant={b.carried ? 'outlined' : 'filled'}
                    />
                  </Stack>
                  <Typography variant="body2">
                    {periodText(b.billingPeriodStartAt, b.billingPeriodEndAt)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {b.planDisplayName} · due {b.billingPeriodDueAt} · {formatPeso(b.totalPayableAmount)}
                  </Typography>
                </Card>
              ))}
            </Stack>
          ) : (
            <Card>
              <TableRegion label="Bills">
                <Table aria-label="Bills" sx={{ minWidth: 640 }}>
                  <TableHead>
                    <TableRow>
                      <TableCell>Reference No.</TableCell>
                      <TableCell>Billing Period</TableCell>
                      <TableCell>Due</TableCell>
                      <TableCell>Plan</TableCell>
                      <TableCell align="right">Amount</TableCell>
                      <TableCell>Status</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {bills.map((b) => (
                      <TableRow key={b.uuid} hover>
                        <TableCell>
                          <Link component={RouterLink} to={detailsUrl(b.uuid)} sx={{ fontWeight: 600 }}>
                            {b.referenceNumber}
                          </Link>
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {periodText(b.billingPeriodStartAt, b.billingPeriodEndAt)}
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{b.billingPeriodDueAt}</TableCell>
                        <TableCell>{b.planDisplayName}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {formatPeso(b.totalPayableAmount)}
                        </TableCell>
                        <TableCell>
                          <Chip
                            size="small"
                            label={b.carried ? 'Carried to next bill' : b.statusLabel}
                            color={b.carried ? 'default' : BILL_STATUS_COLORS[b.status]}
                            variant={b.carried ? 'outlined' : 'filled'}
                          />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableRegion>
            </Card>
          )}
          {data.billings.pageInfo.hasNextPage ? (
            <Button
              variant="outlined"
              onClick={() => void more()}
              disabled={loadingMore}
              sx={{ alignSelf: 'center' }}
            >
              Load more
            </Button>
          ) : null}
        </>
      )}
      <BillingCustomerDialog
        appUuid={appUuid}
        open={customer.data !== undefined && customer.data.customerDetails === null && !dialogClosed}
        onClose={() => setDialogClosed(true)}
      />
    </Stack>
  );
}
