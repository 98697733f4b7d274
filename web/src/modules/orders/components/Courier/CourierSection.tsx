import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { errorMessage, fieldErrors } from '../../../../lib/errors';
import { formatPeso, formatTime } from '../../../../lib/format';
import { useAlert } from '../../../../shell/alert/AlertContext';
import {
  COURIER_BOOKED,
  COURIER_CANCELLED,
  courierLive,
  courierMoving,
  courierStatusText,
  DROPOFF_PIN_REQUIRED,
  driverText,
  NOT_ENOUGH_FOR_COURIER,
} from '../../courier';
import {
  OrderCourierBookMutation,
  OrderCourierCancelMutation,
  OrderCourierQuery,
  OrderCourierQuoteMutation,
} from '../../graphql/courier';
import { readPinFields } from '../../mapPin';
import { CancelCourierDialog } from './CancelCourierDialog';
import { DropoffPinFields, type PinErrors, type PinText } from './DropoffPinFields';

const POLL_MS = 5_000;

/**
 * Book a courier (issue 17): the quote first (its fee, nothing spent), then Book courier, which takes
 * the fee from the store's shipping credits once; the driver and the courier's updates follow, and
 * Cancel booking (with a confirm) until the parcel is picked up. The drop-off map pin is asked for when
 * the courier needs it (Lalamove) and offered otherwise; the server's refusal of it shows beside it. For owners and admins on an open
 * delivery order (or one that has a courier).
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
  const [cancelBooking, cancelling] = useMutation(OrderCourierCancelMutation);
  const [asking, setAsking] = useState(false);
  const busy = quoting.loading || booking_.loading || cancelling.loading;
  const [pin, setPin] = useState<PinText>({ latitude: '', longitude: '' });
  const [pinErrors, setPinErrors] = useState<PinErrors>({});
  const [pinOpen, setPinOpen] = useState(false);
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

  const pinRequired = data.order.courierMapPinRequired;
  const askQuote = async () => {
    setProblem(null);
    setPinErrors({});
    const reading = readPinFields(pin.latitude, pin.longitude);
    if (reading && 'errors' in reading) return setPinErrors(reading.errors);
    if (!reading && pinRequired) return setPinErrors({ latitude: DROPOFF_PIN_REQUIRED });
    const pinned = reading
      ? { dropoffLatitude: reading.pin.latitude, dropoffLongitude: reading.pin.longitude }
      : {};
    try {
      const { data: answer } = await quote({ variables: { orderUuid, ...pinned } });
      if (answer) setOffer(answer.orderCourierQuote);
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields.dropoffLatitude || fields.dropoffLongitude) {
        setPinOpen(true);
        setPinErrors({ latitude: fields.dropoffLatitude, longitude: fields.dropoffLongitude });
      } else setProblem(errorMessage(err));
    }
  };
  const editPin = (next: PinText) => {
    setPin(next);
    setPinErrors({});
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

  const cancelIt = async () => {
    setProblem(null);
    try {
      await cancelBooking({ variables: { orderUuid } });
      alert.success(COURIER_CANCELLED);
    } catch (err) {
      setProblem(errorMessage(err));
    }
    setAsking(false);
    void refetch();
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
            {booking.cancellable && canBook ? (
              <Button
                color="error"
                sx={{ alignSelf: 'flex-start' }}
                disabled={busy}
                onClick={() => setAsking(true)}
              >
                Cancel booking
              </Button>
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
            <Stack spacing={1.5}>
              {pinRequired || pinOpen ? (
                <DropoffPinFields
                  value={pin}
                  onChange={editPin}
                  required={pinRequired}
                  errors={pinErrors}
                  disabled={busy}
                  dropoffAddress={data.order.streetAddress}
                />
              ) : null}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button
                  variant="outlined"
                  sx={{ alignSelf: 'flex-start' }}
                  disabled={busy}
                  onClick={() => void askQuote()}
                >
                  {quoting.loading ? 'Getting a quote…' : 'Book a courier'}
                </Button>
                {pinRequired || pinOpen ? null : (
                  <Button sx={{ alignSelf: 'flex-start' }} disabled={busy} onClick={() => setPinOpen(true)}>
                    Add a drop-off map pin
                  </Button>
                )}
              </Stack>
            </Stack>
          )
        ) : null}
        {problem ? <Alert severity="error">{problem}</Alert> : null}
      </Stack>
      <CancelCourierDialog
        open={asking}
        fee={booking?.fee ?? 0}
        busy={cancelling.loading}
        onConfirm={() => void cancelIt()}
        onClose={() => setAsking(false)}
      />
    </Card>
  );
}
