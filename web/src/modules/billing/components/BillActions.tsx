import { useMutation, useQuery } from '@apollo/client/react';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useAlert } from '../../../shell/alert/AlertContext';
import { EXTEND_TOOLTIP, EXTENDED, GRACE_ACTIVATED, GRACE_HELP, PAYMENT_SENT } from '../bills';
import {
  BillingNoticeQuery,
  BillingPayMutation,
  ExtendPaymentMutation,
  GracePeriodActivateMutation,
} from '../graphql/bills';
import { DepositSlipDialog } from './DepositSlipDialog';

export interface BillActionsProps {
  appUuid: string;
  bill: {
    uuid: string;
    referenceNumber: string;
    status: string;
    payable: boolean;
    extended: boolean;
    disabled: boolean;
    gracePeriodActivated: boolean;
    accumulatedAmount: number;
  };
}

/**
 * What a merchant can do with a bill: pay it with the default method or by deposit slip, take 10 more
 * days once (Extend Payment), reopen a deactivated store for its grace period once, print it.
 */
export function BillActions({ appUuid, bill }: BillActionsProps) {
  const alert = useAlert();
  const [slipOpen, setSlipOpen] = useState(false);
  const app = useQuery(BillingNoticeQuery, { variables: { appUuid }, skip: !appUuid });
  const refetchNotice = [{ query: BillingNoticeQuery, variables: { appUuid } }];
  const [pay, { loading: paying }] = useMutation(BillingPayMutation);
  const [extend, { loading: extending }] = useMutation(ExtendPaymentMutation, {
    // The app's basic billing is read again after an extension (document 3 §4).
    refetchQueries: refetchNotice,
  });
  const [grace, { loading: gracing }] = useMutation(GracePeriodActivateMutation, {
    refetchQueries: refetchNotice,
  });
  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      alert.success(success);
    } catch (err) {
      alert.error(err);
    }
  };
  const variables = { billingUuid: bill.uuid };
  const asksPayment = bill.payable && bill.status === 'for_payment';
  const graceOffered =
    app.data?.fetchAppByUuid.deactivated === true && !bill.disabled && !bill.gracePeriodActivated;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ displayPrint: 'none', flexWrap: 'wrap' }}>
      {graceOffered && bill.payable ? (
        <Tooltip title={GRACE_HELP} describeChild>
          <Button
            variant="outlined"
            color="warning"
            disabled={gracing}
            onClick={() => void run(() => grace({ variables }), GRACE_ACTIVATED)}
          >
            Activate grace period
          </Button>
        </Tooltip>
      ) : null}
      {bill.payable && !bill.extended ? (
        <Tooltip title={EXTEND_TOOLTIP} describeChild>
          <Button
            variant="outlined"
            onClick={() => void run(() => extend({ variables }), EXTENDED)}
            disabled={extending}
          >
            Extend Payment
          </Button>
        </Tooltip>
      ) : null}
      {asksPayment ? (
        <Button variant="outlined" onClick={() => setSlipOpen(true)}>
          Pay by deposit slip
        </Button>
      ) : null}
      {asksPayment ? (
        <Button
          variant="contained"
          onClick={() => void run(() => pay({ variables }), PAYMENT_SENT)}
          disabled={paying}
        >
          Pay now
        </Button>
      ) : null}
      <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
        Print
      </Button>
      {slipOpen ? (
        <DepositSlipDialog appUuid={appUuid} bill={bill} onClose={() => setSlipOpen(false)} />
      ) : null}
    </Stack>
  );
}
