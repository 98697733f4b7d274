import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type ReactNode, useId, useState } from 'react';
import { errorMessage } from '../../../../lib/errors';
import { useAlert } from '../../../../shell/alert/AlertContext';
import { ApplyAppMdrPricesMutation, UpdateAppMdrAppliedMutation } from '../../graphql/mdr';
import { confirmProblem, isShopify, MDR_APPLIED_MESSAGE, type MdrStep } from '../../mdr';
import { MdrPriceList } from './MdrPriceList';
import { ConfirmStep, DoneStep, QuestionStep, SampleStep } from './MdrSteps';

export interface MdrDialogProps {
  appUuid: string;
  /** App.bundleKey: Shopify apps go straight to the sample computation, with no back button. */
  bundleKey: string;
  open: boolean;
  /** Closed without an answer (Later, Close, Escape). */
  onDismiss: () => void;
  /** Closed after an answer: the fee is now in every price. */
  onDone?: () => void;
  /** The dismiss button's label: Later where the dialog opened by itself, else Close. */
  dismissLabel?: string;
}

const TITLES: Record<MdrStep, string> = {
  question: 'Payment fee (MDR)',
  sample: 'Sample computation',
  list: 'New product prices',
  confirm: 'Confirm new prices',
  done: 'Prices updated',
};

/** Where Back leads from each step (document 3 §4: one step back). */
const BACK: Partial<Record<MdrStep, MdrStep>> = { sample: 'question', list: 'question', confirm: 'list' };

/**
 * The MDR dialog (document 3 §2 screen 10, §4): the merchant confirms the 2.5% payment fee is already
 * in every price, or lets Suki raise every price to include it after typing CONFIRM.
 */
export function MdrDialog({
  appUuid,
  bundleKey,
  open,
  onDismiss,
  onDone,
  dismissLabel = 'Close',
}: MdrDialogProps) {
  const shopify = isShopify(bundleKey);
  const first: MdrStep = shopify ? 'sample' : 'question';
  const titleId = useId();
  const alert = useAlert();
  const [step, setStep] = useState<MdrStep>(first);
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [markIncluded, included] = useMutation(UpdateAppMdrAppliedMutation);
  const [applyPrices, applying] = useMutation(ApplyAppMdrPricesMutation, {
    update(cache) {
      // Every price changed: lists read again from the server.
      for (const fieldName of ['products', 'product', 'fetchAvailableProducts', 'addOns']) {
        cache.evict({ id: 'ROOT_QUERY', fieldName });
      }
      cache.gc();
    },
  });
  const busy = included.loading || applying.loading;

  const go = (next: MdrStep) => {
    setFailure(null);
    if (next === 'confirm') setTyped('');
    setStep(next);
  };
  const reset = () => {
    setStep(first);
    setTyped('');
    setFailure(null);
  };
  const dismiss = () => {
    if (busy) return;
    onDismiss();
    reset();
  };

  const confirmIncluded = async () => {
    setFailure(null);
    try {
      await markIncluded({ variables: { appUuid } });
      alert.success(MDR_APPLIED_MESSAGE);
      onDone?.();
      reset();
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };
  const apply = async () => {
    setFailure(null);
    try {
      await applyPrices({ variables: { input: { appUuid } } });
      setStep('done');
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };

  const problem = confirmProblem(typed);
  const back = shopify && step === 'sample' ? undefined : BACK[step];
  let body: ReactNode;
  let actions: ReactNode;
  switch (step) {
    case 'question':
      body = <QuestionStep />;
      actions = (
        <>
          <Button onClick={() => go('list')}>No</Button>
          <Button variant="contained" onClick={() => go('sample')}>
            Yes
          </Button>
        </>
      );
      break;
    case 'sample':
      body = <SampleStep />;
      actions = (
        <Button variant="contained" onClick={() => void confirmIncluded()} disabled={busy}>
          {included.loading ? 'Saving…' : 'Confirm'}
        </Button>
      );
      break;
    case 'list':
      body = <MdrPriceList appUuid={appUuid} />;
      actions = (
        <>
          <Button onClick={() => go('sample')}>Prices already include it</Button>
          <Button variant="contained" onClick={() => go('confirm')}>
            Apply
          </Button>
        </>
      );
      break;
    case 'confirm':
      body = (
        <ConfirmStep value={typed} onChange={setTyped} problem={problem} error={failure} disabled={busy} />
      );
      actions = (
        <Button variant="contained" onClick={() => void apply()} disabled={problem !== null || busy}>
          {applying.loading ? 'Applying…' : 'Confirm'}
        </Button>
      );
      break;
    case 'done':
      body = <DoneStep />;
      actions = (
        <Button
          variant="contained"
          onClick={() => {
            onDone?.();
            reset();
          }}
        >
          Done
        </Button>
      );
      break;
  }

  return (
    <Dialog
      open={open}
      onClose={step === 'done' ? undefined : dismiss}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 400, m: 2, width: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{TITLES[step]}</DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          {body}
          {failure && step !== 'confirm' ? (
            <Stack role="alert" sx={{ color: 'error.main' }}>
              {failure}
            </Stack>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {step !== 'done' ? (
          <Button onClick={dismiss} disabled={busy} sx={{ mr: 'auto' }}>
            {dismissLabel}
          </Button>
        ) : null}
        {back ? (
          <Button onClick={() => go(back)} disabled={busy}>
            Back
          </Button>
        ) : null}
        {actions}
      </DialogActions>
    </Dialog>
  );
}
