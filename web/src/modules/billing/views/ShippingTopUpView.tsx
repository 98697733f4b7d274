import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { findAppRoute, isAppRouteName } from '../../../bundles';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { formatPeso } from '../../../lib/format';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { GrabExpressCreditsQuery, ShippingCreditTopUpMutation } from '../graphql/shipping';
import {
  isShippingTopUpKey,
  rememberShippingBefore,
  SHIPPING_TOP_UP_ROUTES,
  shippingReturnUrl,
} from '../shipping';

const CHANNELS = [
  { value: 'GCASH', label: 'GCash' },
  { value: 'PAYMAYA', label: 'Maya' },
] as const;
type Channel = (typeof CHANNELS)[number]['value'];

export const BAD_TOP_UP_LINK =
  'This top-up link is not valid. Open Shipping Manager and choose Top up again.';

/**
 * *-shipping-top-up (document 3 §2): buy shipping credits for the express courier. The route's uuid is
 * the top-up key (the app uuid, a unix timestamp, ':grab_express'): one payment per key. The pack is paid
 * at the provider's page (GCash or Maya), which comes back to Shipping Manager.
 */
export default function ShippingTopUpView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const { uuid: key = '' } = useParams();
  const appUuid = route?.appUUID ?? '';
  const valid = appUuid !== '' && isShippingTopUpKey(appUuid, key);
  const topUpRoute = route
    ? SHIPPING_TOP_UP_ROUTES.map((name) => findAppRoute(route.key, name)).find((r) => r !== undefined)
    : undefined;
  const parent = topUpRoute?.parent;
  const listUrl = route && parent && isAppRouteName(parent) ? route.url(parent) : null;
  const { data, error, refetch } = useQuery(GrabExpressCreditsQuery, {
    variables: { appUuid },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  const [pay, { loading: busy }] = useMutation(ShippingCreditTopUpMutation);
  const [amount, setAmount] = useState<number | null>(null);
  const [channel, setChannel] = useState<Channel>('GCASH');
  const [problem, setProblem] = useState<string | null>(null);
  const credits = data?.grabExpressCredits;
  const chosen = amount ?? credits?.packs[0] ?? null;

  const submit = async () => {
    if (chosen === null || !listUrl || !credits) return;
    setProblem(null);
    try {
      const origin = window.location.origin;
      const { data: answer } = await pay({
        variables: {
          appUuid,
          key,
          amount: chosen,
          channel,
          successRedirectUrl: shippingReturnUrl(origin, listUrl, 'ok'),
          failureRedirectUrl: shippingReturnUrl(origin, listUrl, 'failed'),
        },
      });
      const url = answer?.shippingCreditTopUp.url.trim() ?? '';
      // A blank url is skipped silently (like the response-credit top-up, document 3 §4).
      if (!url) return;
      rememberShippingBefore(appUuid, credits.totalCredits);
      window.location.assign(url);
    } catch (err) {
      setProblem(errorMessage(err));
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      <div>
        <Typography variant="h1">{info?.title ?? 'Grab Express Top-Up'}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Shipping credits pay for the couriers you book for your orders. One peso buys one peso of credit.
        </Typography>
      </div>
      {!valid ? (
        <Alert severity="error">{BAD_TOP_UP_LINK}</Alert>
      ) : error && !credits ? (
        <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !credits ? (
        <Skeleton variant="rounded" height={200} aria-label="Loading shipping credit" />
      ) : (
        <Stack
          component="form"
          spacing={3}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Typography>
            Shipping credit now: <strong>{formatPeso(credits.totalCredits)}</strong>
          </Typography>
          <FormControl disabled={busy}>
            <FormLabel id="top-up-amount">Amount</FormLabel>
            <RadioGroup
              aria-labelledby="top-up-amount"
              value={chosen === null ? '' : String(chosen)}
              onChange={(e) => setAmount(Number(e.target.value))}
            >
              {credits.packs.map((pack) => (
                <FormControlLabel
                  key={pack}
                  value={String(pack)}
                  control={<Radio />}
                  label={formatPeso(pack)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControl disabled={busy}>
            <FormLabel id="top-up-channel">Pay with</FormLabel>
            <RadioGroup
              aria-labelledby="top-up-channel"
              row
              value={channel}
              onChange={(e) => setChannel(e.target.value as Channel)}
            >
              {CHANNELS.map((c) => (
                <FormControlLabel key={c.value} value={c.value} control={<Radio />} label={c.label} />
              ))}
            </RadioGroup>
          </FormControl>
          {problem ? <Alert severity="error">{problem}</Alert> : null}
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
            {listUrl ? (
              <Button component={RouterLink} to={listUrl} disabled={busy}>
                Cancel
              </Button>
            ) : null}
            <Button type="submit" variant="contained" disabled={busy || chosen === null || !listUrl}>
              {busy ? 'Opening payment…' : `Pay ${chosen === null ? '' : formatPeso(chosen)}`}
            </Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
