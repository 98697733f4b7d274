import { useQuery } from '@apollo/client/react';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { visuallyHidden } from '../../../lib/a11y/visuallyHidden';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { formatPeso } from '../../../lib/format';
import { useAlert } from '../../../shell/alert/AlertContext';
import { GrabExpressCreditsQuery } from '../graphql/shipping';
import { useCountUp } from '../hooks/useCountUp';
import {
  forgetShippingBefore,
  lastTopUpText,
  SHIPPING_CREDITS_ADDED,
  SHIPPING_PAYMENT_FAILED,
  SHIPPING_TOP_UP_PARAM,
  SHIPPING_WAITING,
  shippingBefore,
} from '../shipping';

const POLL_MS = 5_000;

/**
 * Shipping Credit (document 3 §2 screen 12): the store's courier balance, counted up, and "Latest Top
 * up approved on {date}" or "No approved Top up"; Top up opens the top-up screen (`topUpUrl`, absent
 * for members who may not buy). Back from the provider's checkout it waits for the credits to arrive.
 */
export function ShippingCreditWidget({ appUuid, topUpUrl }: { appUuid: string; topUpUrl?: string }) {
  const alert = useAlert();
  const [search, setSearch] = useSearchParams();
  const returned = search.get(SHIPPING_TOP_UP_PARAM);
  const [waiting, setWaiting] = useState(() => returned === 'ok' && shippingBefore(appUuid) !== null);
  const { data, error, refetch } = useQuery(GrabExpressCreditsQuery, {
    variables: { appUuid },
    fetchPolicy: 'cache-and-network',
    pollInterval: waiting ? POLL_MS : 0,
  });
  const credits = data?.grabExpressCredits;
  const total = useCountUp(credits?.totalCredits ?? 0, 800);

  const told = useRef(false);
  useEffect(() => {
    if (!returned || told.current) return;
    told.current = true;
    if (returned === 'failed') {
      alert.error(SHIPPING_PAYMENT_FAILED);
      forgetShippingBefore(appUuid);
    }
    setSearch(
      (params) => {
        params.delete(SHIPPING_TOP_UP_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [returned, appUuid, alert, setSearch]);

  useEffect(() => {
    const before = shippingBefore(appUuid);
    if (waiting && credits && before !== null && credits.totalCredits > before) {
      alert.success(SHIPPING_CREDITS_ADDED);
      forgetShippingBefore(appUuid);
      setWaiting(false);
    }
  }, [waiting, credits, appUuid, alert]);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="shipping-credit-title" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <LocalShippingOutlined color="primary" aria-hidden sx={{ display: { xs: 'none', sm: 'block' } }} />
        <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.25}>
          <Typography id="shipping-credit-title" variant="subtitle2" color="text.secondary">
            Shipping Credit
          </Typography>
          {credits ? (
            <>
              <Typography variant="h2" component="p">
                {/* The count-up is seen; a screen reader reads the final amount once. */}
                <span aria-hidden>{formatPeso(total)}</span>
                <span style={visuallyHidden}>{`Shipping credit ${formatPeso(credits.totalCredits)}`}</span>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {lastTopUpText(credits.lastApprovedCredit)}
              </Typography>
            </>
          ) : error ? (
            <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />
          ) : (
            <Skeleton width={160} height={40} aria-label="Loading shipping credit" />
          )}
        </Stack>
        {topUpUrl ? (
          <Button
            component={RouterLink}
            to={topUpUrl}
            variant="outlined"
            sx={{ alignSelf: { xs: 'stretch', sm: 'center' } }}
          >
            Top up
          </Button>
        ) : null}
      </Stack>
      {waiting ? (
        <Stack spacing={0.5} role="status" sx={{ mt: 1.5 }}>
          <Typography variant="body2">{SHIPPING_WAITING}</Typography>
          <LinearProgress aria-label="Waiting for the payment" />
        </Stack>
      ) : null}
    </Paper>
  );
}
