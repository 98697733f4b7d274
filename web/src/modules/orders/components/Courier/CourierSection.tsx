import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../../lib/errors';
import { formatPeso, formatTime } from '../../../../lib/format';
import { useAlert } from '../../../../shell/alert/AlertContext';
import {
  COURIER_BOOKED,
  courierLive,
  courierMoving,
  courierStatusText,
  driverText,
  NOT_ENOUGH_FOR_COURIER,
} from '../../courier';
import {
  OrderCourierBookMutation,
  OrderCourierQuery,
  OrderCourierQuoteMutation,
} from '../../graphql/courier';

const POLL_MS = 5_000;

/**
 * Book a courier (issue 17): the quote first (its fee, nothing spent), then Book courier, which takes
 * the fee from the store's shipping credits once; the driver and the courier's updates follow. For
 * owners and admins on an open delivery order (or one that has a courier).
 */
export function CourierSection({
  orderUuid,
  appUuid,
  canBook,
}: {
  orderUuid: string;
  appUuid: string;
  canBook: boolean;
}) {
  const alert = useAlert();
  const [problem, setProblem] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const { data, error, refetch } = useQuery(OrderCourierQuery, {
    variables: { uuid: orderUuid, appUuid },
    fetchPolicy: 'cache-and-network',
    // While the courier moves the booking, its updates are read again every few seconds.
    pollInterval: moving ? POLL_MS : 0,
  });
  const booking = data?.order.courierBooking ?? null;
  const nowMoving = courierMoving(booking?.status);
  useEffect(() => setMoving(nowMoving), [nowMoving]);
  const [quote, quoting] = useMutation(OrderCourierQuoteMutation);
  const [book, booking_] = useMutation(OrderCourierBookMutation);
  const busy = quoting.loading || booking_.loading;
  const [offer, setOffer] = useState<{ uuid: string; fee: number; quoteExpiresAt?: string | null } | null>(
    null,
  );

  if (!data) {
    if (!error) return null;
    return (
      <Card component="section" aria-label="Courier" sx={{ maxWidth: 1100, mt: 2, p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography color="text.secondary">The courier details could not be loaded.</Typography>
          <Button onClick={() => void refetch()}>Try again</Button>
        </Stack>
      </Card>
    );
  }
  const live = courierLive(booking?.status);
  if (!live && !canBook && !booking) return null;
  const credits = data.grabExpressCredits.totalCredits;
  const short = offer !== null && offer.fee > credits;

  const askQuote = async () => {
    setProblem(null);
    try {
      const { data: answer } = await quote({ variables: { orderUuid } });
      if (answer) setOffer(answer.orderCourierQuote);
    } catch (err) {
      setProblem(errorMessage(err));
    }
  };
  const bookIt = async () => {
    if (!offer) return;
    setProblem(null);
    try {
      await book({ variables: { uuid: offer.uuid } });
      setOffer(null);
      alert.success(COURIER_BOOKED);
      void refetch();
    } catch (err) {
      setProblem(errorMessage(err));
      void refetch();
    }
  };

  const driver = booking ? driverText(booking) : null;
  return (
    <Card
      component="section"
      aria-labelledby="courier-title"
      sx={{ maxWidth: 1100, mt: 2, p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={1.5}>
        <Typography id="courier-title" variant="h2">
          Courier
        </Typography>
        {booking && booking.status !== 'quoted' ? (
          <Stack spacing={0.5} role="status">
            <Typography>
              <strong>{courierStatusText(booking.status)}</strong>
              {live ? ` · ${formatPeso(booking.fee)} from shipping credits` : null}
            </Typography>
            {driver ? <Typography>Driver: {driver}</Typography> : null}
            {booking.driverPhone && live ? (
              <Link href={`tel:${booking.driverPhone}`}>Call the driver ({booking.driverPhone})</Link>
            ) : null}
            {booking.trackingUrl && live ? (
              <Link href={booking.trackingUrl} target="_blank" rel="noopener noreferrer">
                Track the delivery
              </Link>
            ) : null}
          </Stack>
        ) : null}
        {data.order.courierUpdates.length > 0 ? (
          <Stack component="ol" aria-label="Courier updates" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {data.order.courierUpdates.map((u) => (
              <Typography component="li" variant="body2" key={u.uuid}>
                {formatTime(u.createdAt)} · {u.status ? courierStatusText(u.status) : 'Driver assigned'}
                {driverText(u) ? ` (${driverText(u)})` : ''}
              </Typography>
            ))}
          </Stack>
        ) : null}
        {!live && canBook ? (
          offer ? (
            <Stack spacing={1}>
              <Typography>
                Courier fee: <strong>{formatPeso(offer.fee)}</strong>
                {offer.quoteExpiresAt ? ` (this price holds until ${formatTime(offer.quoteExpiresAt)})` : ''}
              </Typography>
              <Typography color="text.secondary">Shipping credit: {formatPeso(credits)}</Typography>
              {short ? <Alert severity="warning">{NOT_ENOUGH_FOR_COURIER}</Alert> : null}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button variant="contained" disabled={busy || short} onClick={() => void bookIt()}>
                  {booking_.loading ? 'Booking…' : `Book courier for ${formatPeso(offer.fee)}`}
                </Button>
                <Button disabled={busy} onClick={() => setOffer(null)}>
                  Not now
                </Button>
              </Stack>
            </Stack>
          ) : (
            <Button
              variant="outlined"
              sx={{ alignSelf: 'flex-start' }}
              disabled={busy}
              onClick={() => void askQuote()}
            >
              {quoting.loading ? 'Getting a quote…' : 'Book a courier'}
            </Button>
          )
        ) : null}
        {problem ? <Alert severity="error">{problem}</Alert> : null}
      </Stack>
    </Card>
  );
}
