import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ResponseCreditChannel } from '../../../generated/graphql';
import { DIALOG_WIDTH } from '../../../lib/constants';
import { errorMessage } from '../../../lib/errors';
import { formatPeso } from '../../../lib/format';
import { useAlert } from '../../../shell/alert/AlertContext';
import {
  CREDITS_ADDED,
  CREDITS_PAYMENT_FAILED,
  CREDITS_WAITING,
  creditsBefore,
  forgetCreditsBefore,
  isTopUpArrival,
  rememberCreditsBefore,
  returnUrl,
  TOP_UP_CREDITS,
  TOP_UP_PARAM,
  TOP_UP_PRICE,
} from '../credits';
import {
  ResponseCreditsLive,
  ResponseCreditsQuery,
  ResponseCreditTopUpChargeMutation,
  UpdateResponseCreditMutation,
} from '../graphql/credits';

const POLL_MS = 5_000;

/**
 * Add Credits (document 3 §2 screen 11): the fixed pack, paid at the provider's checkout (GCash, Maya
 * or a card, the card through a Xendit invoice; the page opens in this tab and comes back here) or charged to the default saved method. The
 * dialog cannot be dismissed while a request runs; the credits' arrival (an increase of exactly the
 * pack, pushed live) shows "Successfully added response credits".
 */
export function AddCredits({
  appUuid,
  appGlobalId,
  onCreditsAdded,
}: {
  appUuid: string;
  appGlobalId: string | null;
  /** The page reads its own count again. */
  onCreditsAdded?: () => void;
}) {
  const alert = useAlert();
  const [search, setSearch] = useSearchParams();
  const returned = search.get(TOP_UP_PARAM);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(() => returned === 'ok' && creditsBefore(appUuid) !== null);
  const { data } = useQuery(ResponseCreditsQuery, {
    variables: { appUuid },
    pollInterval: waiting ? POLL_MS : 0,
  });
  useSubscription(ResponseCreditsLive, {
    variables: { appGlobalId: appGlobalId ?? '' },
    skip: !appGlobalId || !waiting,
  });
  const [checkout, { loading: opening }] = useMutation(UpdateResponseCreditMutation);
  const [charge, { loading: charging }] = useMutation(ResponseCreditTopUpChargeMutation);
  const busy = opening || charging;
  const credits = data?.appEnterprisePlan.responseCredits ?? null;
  const hasDefault = data?.fetchAppByUuid.hasDefaultPaymentMethod === true;

  // Back from the checkout: say how it went once, and forget the parameter.
  const told = useRef(false);
  useEffect(() => {
    if (!returned || told.current) return;
    told.current = true;
    if (returned === 'failed') {
      alert.error(CREDITS_PAYMENT_FAILED);
      forgetCreditsBefore(appUuid);
    }
    setSearch(
      (params) => {
        params.delete(TOP_UP_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [returned, appUuid, alert, setSearch]);

  useEffect(() => {
    if (waiting && isTopUpArrival(creditsBefore(appUuid), credits)) {
      alert.success(CREDITS_ADDED);
      forgetCreditsBefore(appUuid);
      setWaiting(false);
      onCreditsAdded?.();
    }
  }, [waiting, credits, appUuid, alert, onCreditsAdded]);

  const payAtCheckout = async (channel: ResponseCreditChannel) => {
    setProblem(null);
    try {
      const href = window.location.href;
      const { data: answer } = await checkout({
        variables: {
          appUuid,
          channel,
          successRedirectUrl: returnUrl(href, 'ok'),
          failureRedirectUrl: returnUrl(href, 'failed'),
        },
      });
      const url = answer?.updateResponseCredit.url.trim() ?? '';
      // A blank url is skipped silently (document 3 §4).
      if (!url) return;
      rememberCreditsBefore(appUuid, credits ?? 0);
      window.location.assign(url);
    } catch (err) {
      setProblem(errorMessage(err));
    }
  };
  const payWithSavedMethod = async () => {
    setProblem(null);
    try {
      rememberCreditsBefore(appUuid, credits ?? 0);
      await charge({ variables: { appUuid } });
      setWaiting(true);
      setOpen(false);
    } catch (err) {
      forgetCreditsBefore(appUuid);
      setProblem(errorMessage(err));
    }
  };

  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {waiting ? (
        <Stack spacing={0.5} role="status">
          <Typography variant="body2">{CREDITS_WAITING}</Typography>
          <LinearProgress aria-label="Waiting for the payment" />
        </Stack>
      ) : null}
      <Button variant="outlined" size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => setOpen(true)}>
        Add credits
      </Button>
      <Dialog
        open={open}
        onClose={busy ? undefined : () => setOpen(false)}
        aria-labelledby="add-credits-title"
        slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
      >
        <DialogTitle id="add-credits-title">Add Credits</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography>
              <strong>{TOP_UP_CREDITS.toLocaleString('en-PH')} response credits</strong> for{' '}
              <strong>{formatPeso(TOP_UP_PRICE)}</strong>. Once your plan's AI replies for the month are used,
              each suggested reply uses one credit.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button variant="contained" disabled={busy} onClick={() => void payAtCheckout('GCASH')}>
                Pay with GCash
              </Button>
              <Button variant="contained" disabled={busy} onClick={() => void payAtCheckout('PAYMAYA')}>
                Pay with Maya
              </Button>
              <Button variant="contained" disabled={busy} onClick={() => void payAtCheckout('CARD')}>
                Pay by card
              </Button>
            </Stack>
            <Stack spacing={0.5}>
              <Button
                variant="outlined"
                disabled={busy || !hasDefault}
                onClick={() => void payWithSavedMethod()}
              >
                Use connected payment method
              </Button>
              {hasDefault ? null : (
                <Typography variant="body2" color="text.secondary">
                  Mark a saved payment method as default to use it here.
                </Typography>
              )}
            </Stack>
            {busy ? <LinearProgress aria-label="Sending the request" /> : null}
            {problem ? (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
